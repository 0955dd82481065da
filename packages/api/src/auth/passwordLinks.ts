// Single-use links that let a person set a password: "forgot password" resets and staff invitations.
// The token is stored hashed (password_resets); the link goes out through the notification outbox in the
// same transaction, in the account's language, to the admin's /auth/reset-password page.
import type { Queryable } from '../db/index.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';

export type PasswordLinkPurpose = 'reset' | 'invite';

/** How long a link stays usable: an hour for a reset (asked for now), a week for an invitation. */
export const PASSWORD_LINK_TTL_SECONDS: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60,
  invite: 7 * 24 * 60 * 60,
};

/** The outbox event of each purpose; the worker renders it from the staff templates (staffTemplates.ts). */
export const PASSWORD_LINK_EVENTS: Record<PasswordLinkPurpose, string> = {
  reset: 'password_reset',
  invite: 'staff_invitation',
};

/** The page a link opens, on the admin's public address (config `adminPublicUrl`). */
export function passwordLink(adminUrl: string, token: string): string {
  return `${adminUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

export interface LinkOwner {
  id: string;
  firstName: string;
}

/**
 * Records a link for `owner` and queues its email, both in `q`'s transaction: the message exists exactly
 * when the link does. Answers the plain token (never stored apart from the queued message's link, which
 * the worker drops once the message is delivered).
 */
export async function issuePasswordLink(
  q: Queryable,
  adminUrl: string,
  owner: LinkOwner,
  purpose: PasswordLinkPurpose,
): Promise<string> {
  const { token, hash } = newRefreshToken();
  const ttl = PASSWORD_LINK_TTL_SECONDS[purpose];
  await q.query(
    `insert into password_resets (token_hash, account_id, purpose, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hash, owner.id, purpose, ttl],
  );
  await q.query(
    `insert into notification_outbox (event, channel, account_id, variables)
     values ($1, 'email', $2, $3::jsonb)`,
    [
      PASSWORD_LINK_EVENTS[purpose],
      owner.id,
      JSON.stringify({
        firstName: owner.firstName,
        link: passwordLink(adminUrl, token),
        validHours: ttl / 3600,
      }),
    ],
  );
  return token;
}

/** The stored form of a link's token (a SHA-256 hash, the same scheme as refresh tokens). */
export const hashPasswordLinkToken = hashRefreshToken;
