import { describe, expect, it } from 'vitest';
import { createAuthClient } from './authClient.ts';
import { AuthError } from './authError.ts';

type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown };

function fakeFetch(handler: Handler): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    const { status, body } = handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
}

const faUser = {
  id: 'u1',
  email: 'admin@example.com',
  firstName: 'Amal',
  lastName: 'Haddad',
  imageUrl: null,
  mobilePhone: '+20 100 000 0000',
  registrations: [{ applicationId: 'app', roles: ['admin'] }],
};

describe('auth client', () => {
  it('sends the FusionAuth login payload and maps the session', async () => {
    let sent: unknown;
    const client = createAuthClient({
      applicationId: 'app',
      fetch: fakeFetch((url, init) => {
        sent = { url, body: JSON.parse(String(init.body)) };
        return { status: 200, body: { token: 't', refreshToken: 'r', user: faUser } };
      }),
    });
    const session = await client.login('admin@example.com', 'Admin123!');
    expect(sent).toEqual({
      url: '/api/login',
      body: { applicationId: 'app', loginId: 'admin@example.com', password: 'Admin123!' },
    });
    expect(session.tokens).toEqual({ accessToken: 't', refreshToken: 'r' });
    expect(session.user).toEqual({
      id: 'u1',
      name: 'Amal Haddad',
      email: 'admin@example.com',
      avatar: null,
      role: 'admin',
      phone: '+20 100 000 0000',
    });
  });

  it.each([
    [404, 'invalid-credentials'],
    [409, 'locked'],
    [429, 'throttled'],
    [202, 'not-registered'],
    [500, 'server'],
  ])('maps a login answer %i to %s', async (status, kind) => {
    const client = createAuthClient({ applicationId: 'app', fetch: fakeFetch(() => ({ status })) });
    await expect(client.login('a', 'b')).rejects.toMatchObject({ kind });
  });

  it('reads how long to wait from a 429 answer', async () => {
    const client = createAuthClient({
      applicationId: 'app',
      fetch: (async () =>
        new Response(JSON.stringify({ generalErrors: [{ message: 'Too many attempts' }] }), {
          status: 429,
          headers: { 'retry-after': '125' },
        })) as unknown as typeof fetch,
    });
    await expect(client.login('a', 'b')).rejects.toMatchObject({ kind: 'throttled', retryAfterSeconds: 125 });
    await expect(client.register('a@b.c', 'p', 'n')).rejects.toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 125,
    });
  });

  it('passes field errors of a 400 through by field name', async () => {
    const client = createAuthClient({
      applicationId: 'app',
      fetch: fakeFetch(() => ({
        status: 400,
        body: { fieldErrors: { 'user.email': [{ message: 'This email is already in use.' }] } },
      })),
    });
    const error = (await client.register('a@b.c', 'p', 'n').catch((e: unknown) => e)) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error.kind).toBe('validation');
    expect(error.fields).toEqual({ email: 'This email is already in use.' });
  });

  it('sends the bearer token for the current user and maps 401', async () => {
    let auth: string | null = null;
    const client = createAuthClient({
      applicationId: 'app',
      fetch: fakeFetch((_url, init) => {
        auth = new Headers(init.headers).get('authorization');
        return { status: 401 };
      }),
    });
    await expect(client.currentUser('tok')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(auth).toBe('Bearer tok');
  });

  it('treats an account without roles as role null', async () => {
    const client = createAuthClient({
      applicationId: 'app',
      fetch: fakeFetch(() => ({
        status: 200,
        body: { user: { ...faUser, registrations: [{ roles: [] }] } },
      })),
    });
    expect((await client.currentUser('t')).role).toBeNull();
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createAuthClient({
      applicationId: 'app',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(client.refresh('r')).rejects.toMatchObject({ kind: 'network' });
  });
});
