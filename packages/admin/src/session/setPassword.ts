// Loaded only by the page that sets a password from an emailed link (SessionProvider imports it lazily).
/** How setting a password through an emailed link ended. */
export type SetPasswordOutcome =
  | { kind: 'done' }
  /** The link is unknown, already used or expired: a new one must be asked for. */
  | { kind: 'invalid-link' }
  /** The password was refused; `message` is the auth service's (English) reason, on the field. */
  | { kind: 'refused'; message: string };

/**
 * Sets the password of the link's account (FusionAuth's POST /api/user/change-password/{changePasswordId}).
 * Throws when the service cannot be reached or fails otherwise.
 */
export async function setPasswordWithAuthService(
  token: string,
  password: string,
): Promise<SetPasswordOutcome> {
  const response = await fetch(`/api/user/change-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (response.ok) return { kind: 'done' };
  if (response.status === 404) return { kind: 'invalid-link' };
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as {
      fieldErrors?: Record<string, { message?: string }[]>;
    };
    const message = body.fieldErrors?.password?.[0]?.message;
    if (message) return { kind: 'refused', message };
  }
  throw new Error(`Setting the password failed (${response.status})`);
}
