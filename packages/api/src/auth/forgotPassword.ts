// POST /api/user/forgot-password, FusionAuth-shaped ({ loginId, applicationId? }). The answer is
// the same whether the email exists or not, so the form cannot be used to find staff accounts.
import * as yup from 'yup';
import { EMAIL_MAX, validate } from '@market/domain';
import type { Database } from '../db/index.ts';
import type { AuthResult } from './service.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';
import { issuePasswordLink, PASSWORD_LINK_TTL_SECONDS } from './passwordLinks.ts';

/** How long a reset link stays usable. */
export const PASSWORD_RESET_TTL_SECONDS = PASSWORD_LINK_TTL_SECONDS.reset;

const forgotPasswordRequest = yup.object({
  loginId: yup.string().trim().required('Required').max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters`),
  applicationId: yup.string().nullable().default(null),
});

export interface ForgotPasswordOptions {
  /** The admin's public address, which the emailed link opens. */
  adminUrl: string;
  /** Told the plain token of each link made (tests use it to follow the link without the outbox). */
  onIssued?: (reset: { accountId: string; email: string; token: string }) => void;
}

/**
 * Records a hashed reset token for a known, active account and queues the email with its link (the
 * notification outbox, in the account's language).
 */
export async function forgotPassword(
  db: Database,
  input: unknown,
  options: ForgotPasswordOptions,
): Promise<AuthResult> {
  const parsed = validate(forgotPasswordRequest, input);
  if (!parsed.ok) {
    return {
      status: 400,
      body: {
        fieldErrors: Object.fromEntries(
          Object.entries(parsed.fields).map(([field, message]) => [
            field,
            [{ code: `[invalid]${field}`, message }],
          ]),
        ),
        generalErrors: [],
      },
    };
  }
  // A token's worth of work for every request, known email or not, so both take alike before answering.
  newRefreshToken();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string; first_name: string }>(
      'select id, email, first_name from accounts where lower(email) = lower($1) and is_active',
      [parsed.value.loginId],
    );
    const account = rows[0];
    if (!account) return;
    const token = await issuePasswordLink(
      tx,
      options.adminUrl,
      { id: account.id, firstName: account.first_name },
      'reset',
    );
    options.onIssued?.({ accountId: account.id, email: account.email, token });
  });
  return { status: 200, body: {} };
}

/** The stored form of a reset token (a SHA-256 hash, the same scheme as refresh tokens). */
export const hashPasswordResetToken = hashRefreshToken;
