// How a sign-in, registration or refresh failed; its own module so that readers of a failure (the
// sign-in forms) need not load the HTTP client.
export type AuthErrorKind =
  'invalid-credentials' | 'locked' | 'not-registered' | 'validation' | 'unauthorized' | 'network' | 'server';

export class AuthError extends Error {
  constructor(
    readonly kind: AuthErrorKind,
    message: string,
    /** Field messages from a 400 answer, keyed by the request field (e.g. "email"). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
