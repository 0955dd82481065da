// How a sign-in, registration or refresh failed; its own module so that readers of a failure (the
// sign-in forms) need not load the HTTP client. `locked` is FusionAuth's 409 (an account that may not sign
// in: deactivated); `throttled` is a 429 (too many attempts from here: wait `retryAfterSeconds`).
export type AuthErrorKind =
  | 'invalid-credentials'
  | 'locked'
  | 'throttled'
  | 'not-registered'
  | 'validation'
  | 'unauthorized'
  | 'network'
  | 'server';

export class AuthError extends Error {
  constructor(
    readonly kind: AuthErrorKind,
    message: string,
    /** Field messages from a 400 answer, keyed by the request field (e.g. "email"). */
    readonly fields: Record<string, string> = {},
    /** For `throttled`: how long to wait before trying again (the answer's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
