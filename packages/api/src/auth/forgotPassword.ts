// POST /api/user/forgot-password, FusionAuth-shaped ({ loginId, applicationId? }). The answer is
// the same whether the email exists or not, so the form cannot be used to find staff accounts.
import * as yup from 'yup';
import { EMAIL_MAX, validate } from '@market/domain';
import type { Database } from '../db/index.ts';
import type { AuthResult } from './service.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';

/** How long a reset link stays usable. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

const forgotPasswordRequest = yup.object({
  loginId: yup.string().trim().required('Required').max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters`),
  applicationId: yup.string().nullable().default(null),
});

/**
 * Records a hashed reset token for a known, active account. Delivering it (email) is outside this
 * service; `deliver` receives the plain token for that, and tests use it to see one was made.
 */
export async function forgotPassword(
  db: Database,
  input: unknown,
  deliver: (reset: { accountId: string; email: string; token: string }) => void = () => {},
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
  // Made for every request, known email or not, so both take the same work before answering.
  const { token, hash } = newRefreshToken();
  const { rows } = await db.query<{ id: string; email: string }>(
    'select id, email from accounts where lower(email) = lower($1) and is_active',
    [parsed.value.loginId],
  );
  const account = rows[0];
  if (account) {
    await db.query(
      `insert into password_resets (token_hash, account_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [hash, account.id, PASSWORD_RESET_TTL_SECONDS],
    );
    deliver({ accountId: account.id, email: account.email, token });
  }
  return { status: 200, body: {} };
}

/** The stored form of a reset token (a SHA-256 hash, the same scheme as refresh tokens). */
export const hashPasswordResetToken = hashRefreshToken;
