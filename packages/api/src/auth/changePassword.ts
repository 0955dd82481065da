// POST /api/user/change-password/{changePasswordId} {password}, as FusionAuth answers it: the id is the
// token of a reset or invitation link (passwordLinks.ts). 200 sets the password, uses the link up and ends
// every session of the account; 404 for an unknown, used or expired link; 400 fieldErrors on `password`.
import type { Database } from '../db/index.ts';
import { hashPassword } from './passwords.ts';
import { hashPasswordLinkToken } from './passwordLinks.ts';
import { checkNewPassword, passwordFieldErrors } from './passwordPolicy.ts';
import type { AuthResult } from './service.ts';

/** Longer than any token we issue (43 base64url characters): anything longer is not one of ours. */
const TOKEN_MAX = 128;

export async function changePasswordWithLink(
  db: Database,
  changePasswordId: string,
  input: unknown,
): Promise<AuthResult> {
  const password =
    typeof input === 'object' && input !== null ? (input as { password?: unknown }).password : undefined;
  if (changePasswordId === '' || changePasswordId.length > TOKEN_MAX) return { status: 404 };
  const tokenHash = hashPasswordLinkToken(changePasswordId);
  const { rows } = await db.query<{
    account_id: string;
    email: string;
    first_name: string;
    last_name: string | null;
  }>(
    `select r.account_id, a.email, a.first_name, a.last_name
     from password_resets r join accounts a on a.id = r.account_id
     where r.token_hash = $1 and r.used_at is null and r.expires_at > now() and a.is_active`,
    [tokenHash],
  );
  const owner = rows[0];
  if (!owner) return { status: 404 };
  // Checked before the link is used up, so a refused password leaves the link working for the next try.
  const refusal = checkNewPassword(password, {
    email: owner.email,
    firstName: owner.first_name,
    lastName: owner.last_name,
  });
  if (refusal) return { status: 400, body: passwordFieldErrors('password', refusal) };
  const passwordHash = await hashPassword(password as string);
  return db.transaction(async (tx) => {
    // The row is claimed by this update: of two requests with one link, one finds it unused.
    const used = await tx.query<{ account_id: string }>(
      `update password_resets set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now() returning account_id`,
      [tokenHash],
    );
    const accountId = used.rows[0]?.account_id;
    if (!accountId) return { status: 404 };
    // The older links of the account stop working too. (Wrong passwords no longer lock an account: they are
    // throttled by source, see throttle.ts, so there is no lock-out to end.)
    await tx.query(`update accounts set password_hash = $2 where id = $1 and is_active`, [
      accountId,
      passwordHash,
    ]);
    await tx.query('update password_resets set used_at = now() where account_id = $1 and used_at is null', [
      accountId,
    ]);
    // Every session ends: whoever knew the old password keeps no way in (the access_revoked_at trigger
    // stops the account's access tokens too).
    await tx.query(
      'update refresh_tokens set revoked_at = now() where account_id = $1 and revoked_at is null',
      [accountId],
    );
    return { status: 200, body: {} };
  });
}
