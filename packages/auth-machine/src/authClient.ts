// The HTTP client of the auth service (FusionAuth-compatible subset). Status codes follow
// FusionAuth: 404 wrong login or password, 409 may not sign in (deactivated), 202 not registered for the
// application, 429 too many attempts (with Retry-After).
import { AuthError } from './authError.ts';
import type { SessionTokens } from './tokenStore.ts';
import { toSessionUser, type AuthServiceUser, type SessionUser } from './user.ts';

export interface SessionStart {
  tokens: SessionTokens;
  user: SessionUser;
}

export interface AuthClientOptions {
  /** The application the admin signs in to (FusionAuth's applicationId). */
  applicationId: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

interface FieldErrorBody {
  fieldErrors?: Record<string, { message: string }[]>;
  generalErrors?: { message: string }[];
}

export function createAuthClient({
  applicationId,
  baseUrl = '',
  fetch: fetchImpl = fetch,
}: AuthClientOptions) {
  async function call(path: string, init: { method: string; body?: unknown; token?: string }) {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch {
      throw new AuthError('network', 'The server could not be reached');
    }
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : undefined;
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  }

  function fail(status: number, body: unknown, retryAfter: string | null = null): never {
    const errors = (body ?? {}) as FieldErrorBody;
    const general = errors.generalErrors?.[0]?.message;
    if (status === 404) throw new AuthError('invalid-credentials', 'Login failed, please try again');
    if (status === 409) throw new AuthError('locked', general ?? 'This account may not sign in');
    if (status === 429) {
      // Retry-After in seconds; a missing or unreadable one still tells the user to wait a minute.
      const seconds = Number(retryAfter);
      const wait = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
      throw new AuthError('throttled', general ?? 'Too many attempts; try again later', {}, wait);
    }
    if (status === 401) throw new AuthError('unauthorized', 'The session has expired');
    if (status === 400) {
      const fields = Object.fromEntries(
        Object.entries(errors.fieldErrors ?? {}).map(([key, list]) => [
          key.replace(/^user\./, ''),
          list[0]?.message ?? 'Invalid',
        ]),
      );
      throw new AuthError('validation', general ?? Object.values(fields)[0] ?? 'Invalid request', fields);
    }
    throw new AuthError('server', 'Something went wrong!');
  }

  function sessionFrom(body: unknown): SessionStart {
    const b = body as { token: string; refreshToken: string; user: AuthServiceUser };
    return { tokens: { accessToken: b.token, refreshToken: b.refreshToken }, user: toSessionUser(b.user) };
  }

  return {
    async login(email: string, password: string): Promise<SessionStart> {
      const { status, body, retryAfter } = await call('/api/login', {
        method: 'POST',
        body: { applicationId, loginId: email, password },
      });
      if (status === 202) throw new AuthError('not-registered', 'This account has no access to the admin');
      if (status !== 200) fail(status, body, retryAfter);
      return sessionFrom(body);
    },
    async register(email: string, password: string, name: string): Promise<SessionStart> {
      const { status, body, retryAfter } = await call('/api/register', {
        method: 'POST',
        body: { email, password, name },
      });
      if (status !== 200) fail(status, body, retryAfter);
      return sessionFrom(body);
    },
    async currentUser(accessToken: string): Promise<SessionUser> {
      const { status, body } = await call('/api/user', { method: 'GET', token: accessToken });
      if (status !== 200) fail(status, body);
      return toSessionUser((body as { user: AuthServiceUser }).user);
    },
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const { status, body } = await call('/api/jwt/refresh', { method: 'POST', body: { refreshToken } });
      if (status !== 200) fail(status, body);
      const b = body as { token: string; refreshToken: string };
      return { accessToken: b.token, refreshToken: b.refreshToken };
    },
    async logout(refreshToken: string): Promise<void> {
      const { status, body } = await call('/api/logout', { method: 'POST', body: { refreshToken } });
      if (status !== 200) fail(status, body);
    },
  };
}
export type AuthClient = ReturnType<typeof createAuthClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
