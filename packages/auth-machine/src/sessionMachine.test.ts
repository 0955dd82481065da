import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionStart } from './authClient.ts';
import { AuthError } from './authError.ts';
import { awaitFreshToken } from './freshToken.ts';
import { ANONYMOUS_USER, selectUserState } from './session.ts';
import { REFRESH_MARGIN_MS, sessionMachine, type Credentials } from './sessionMachine.ts';
import {
  ACCESS_TOKEN_KEY,
  createTokenStore,
  REFRESH_TOKEN_KEY,
  type SessionTokens,
  type TokenStorage,
} from './tokenStore.ts';
import type { SessionUser } from './user.ts';

function memoryStorage(initial: Record<string, string> = {}): TokenStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** An unsigned JWT whose only claim that matters here is its expiry. */
function jwt(expInSeconds: number, tag = 'a'): string {
  const enc = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc({ exp: Math.floor(Date.now() / 1000) + expInSeconds, tag })}.sig`;
}

const admin: SessionUser = {
  id: 'u1',
  name: 'Amal Admin',
  email: 'admin@example.com',
  avatar: null,
  role: 'admin',
};
const waiting: SessionUser = { ...admin, id: 'u2', role: null, email: 'new@example.com' };

interface Fakes {
  restore?: (tokens: SessionTokens | null) => Promise<SessionStart | null>;
  authenticate?: (c: Credentials) => Promise<SessionStart>;
  refresh?: (refreshToken: string) => Promise<SessionTokens>;
  logout?: (refreshToken: string | null) => Promise<void>;
}

function start(fakes: Fakes = {}, storage = memoryStorage()) {
  const calls = { refresh: 0, logout: 0 };
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async ({ input }) => (fakes.restore ? fakes.restore(input.tokens) : null)),
      authenticate: fromPromise(async ({ input }) => {
        if (!fakes.authenticate) throw new Error('no fake');
        return fakes.authenticate(input);
      }),
      refresh: fromPromise(async ({ input }) => {
        calls.refresh += 1;
        if (!fakes.refresh) throw new AuthError('unauthorized', 'expired');
        return fakes.refresh(input.refreshToken);
      }),
      logout: fromPromise(async ({ input }) => {
        calls.logout += 1;
        if (fakes.logout) await fakes.logout(input.refreshToken);
      }),
    },
  });
  const actor = createActor(machine, { input: { tokenStore: createTokenStore(storage) } });
  actor.start();
  return { actor, storage, calls };
}

const session = (user: SessionUser, access = jwt(600)): SessionStart => ({
  tokens: { accessToken: access, refreshToken: `r-${user.id}` },
  user,
});

describe('session machine', () => {
  it('starts loading, then anonymous when no tokens are stored', async () => {
    const { actor } = start();
    expect(selectUserState(actor.getSnapshot())).toMatchObject({ loading: true, authorized: false });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(selectUserState(actor.getSnapshot())).toMatchObject({ loading: false, authorized: false });
    // What the admin shows before it has loaded the machine at all is exactly this state.
    expect(selectUserState(actor.getSnapshot())).toEqual(ANONYMOUS_USER);
  });

  it('restores a stored session into signedIn', async () => {
    const stored = session(admin);
    const storage = memoryStorage({
      [ACCESS_TOKEN_KEY]: stored.tokens.accessToken,
      [REFRESH_TOKEN_KEY]: 'r-u1',
    });
    const { actor } = start(
      { restore: async (tokens) => (tokens ? { tokens, user: admin } : null) },
      storage,
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(selectUserState(actor.getSnapshot())).toMatchObject({
      authorized: true,
      role: 'admin',
      name: 'Amal Admin',
    });
  });

  it('clears tokens when the stored session cannot be restored', async () => {
    const storage = memoryStorage({ [ACCESS_TOKEN_KEY]: 'a', [REFRESH_TOKEN_KEY]: 'r' });
    const { actor } = start(
      { restore: async () => Promise.reject(new AuthError('unauthorized', 'x')) },
      storage,
    );
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(storage.data.size).toBe(0);
  });

  it('keeps the stored tokens when the restore could not reach the server', async () => {
    for (const failure of [
      new AuthError('network', 'unreachable'),
      new AuthError('server', 'x'),
      new TypeError('aborted'),
    ]) {
      const storage = memoryStorage({ [ACCESS_TOKEN_KEY]: 'a', [REFRESH_TOKEN_KEY]: 'r' });
      const { actor } = start({ restore: async () => Promise.reject(failure) }, storage);
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(selectUserState(actor.getSnapshot())).toMatchObject({ loading: false, authorized: false });
      expect(Object.fromEntries(storage.data)).toEqual({ [ACCESS_TOKEN_KEY]: 'a', [REFRESH_TOKEN_KEY]: 'r' });
    }
  });

  it('signs in, keeping both tokens', async () => {
    const { actor, storage } = start({ authenticate: async () => session(admin) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'admin@example.com', password: 'Admin123!' });
    expect(actor.getSnapshot().matches({ anonymous: 'submitting' })).toBe(true);
    expect(selectUserState(actor.getSnapshot()).loading).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(storage.data.get(REFRESH_TOKEN_KEY)).toBe('r-u1');
    expect(storage.data.get(ACCESS_TOKEN_KEY)).toBeTruthy();
  });

  it('keeps the user anonymous with the error when login fails', async () => {
    const { actor, storage } = start({
      authenticate: async () =>
        Promise.reject(new AuthError('invalid-credentials', 'Login failed, please try again')),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'admin@example.com', password: 'wrong' });
    const s = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.error !== null);
    expect(s.context.error?.kind).toBe('invalid-credentials');
    expect(s.context.error?.message).toBe('Login failed, please try again');
    expect(storage.data.size).toBe(0);
  });

  it('reports a locked account as its own error', async () => {
    const { actor } = start({ authenticate: async () => Promise.reject(new AuthError('locked', 'locked')) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'a@b.c', password: 'x' });
    const s = await waitFor(actor, (s) => s.context.error !== null);
    expect(s.context.error?.kind).toBe('locked');
  });

  it('clears the last error on the next attempt', async () => {
    let fail = true;
    const { actor } = start({
      authenticate: async () =>
        fail ? Promise.reject(new AuthError('invalid-credentials', 'no')) : session(admin),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'a', password: 'b' });
    await waitFor(actor, (s) => s.context.error !== null);
    fail = false;
    actor.send({ type: 'LOGIN', email: 'a', password: 'c' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('puts an account without a role in awaitingAccess, after login or registration', async () => {
    const { actor } = start({
      authenticate: async (c) => session(c.kind === 'register' ? waiting : waiting),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'REGISTER', email: 'new@example.com', password: 'Secret123!', name: 'New Person' });
    await waitFor(actor, (s) => s.matches('awaitingAccess'));
    expect(selectUserState(actor.getSnapshot())).toMatchObject({
      authorized: false,
      awaitingAccess: true,
      role: null,
    });
  });

  it('passes the register fields to the authenticate actor', async () => {
    const seen: Credentials[] = [];
    const { actor } = start({
      authenticate: async (c) => {
        seen.push(c);
        return session(admin);
      },
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'REGISTER', email: 'x@y.z', password: 'p', name: 'X Y' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(seen).toEqual([{ kind: 'register', email: 'x@y.z', password: 'p', name: 'X Y' }]);
  });

  it('re-checks an account awaiting access and lets it in once granted', async () => {
    let user = waiting;
    const storage = memoryStorage();
    const { actor } = start(
      {
        authenticate: async () => session(user),
        restore: async (tokens) => (tokens ? { tokens, user } : null),
      },
      storage,
    );
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'new@example.com', password: 'p' });
    await waitFor(actor, (s) => s.matches('awaitingAccess'));
    user = { ...waiting, role: 'support' };
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('logs out: calls the server, clears both tokens and the user', async () => {
    const { actor, storage, calls } = start({ authenticate: async () => session(admin) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'LOGOUT' });
    const s = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(calls.logout).toBe(1);
    expect(storage.data.size).toBe(0);
    expect(s.context.user).toBeNull();
  });

  it('logs out locally even when the server does not answer', async () => {
    const { actor, storage } = start({
      authenticate: async () => session(admin),
      logout: async () => Promise.reject(new AuthError('network', 'down')),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(storage.data.size).toBe(0);
  });

  it('refreshes once for 20 concurrent 401s and gives every request the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fresh = jwt(600, 'fresh');
    const { actor, calls } = start({
      authenticate: async () => session(admin),
      refresh: async () => {
        await gate;
        return { accessToken: fresh, refreshToken: 'r2' };
      },
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'a', password: 'b' });
    const signedIn = await waitFor(actor, (s) => s.matches('signedIn'));
    const failed = signedIn.context.tokens!.accessToken;
    const retries = Array.from({ length: 20 }, () => awaitFreshToken(actor, failed));
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    release();
    const tokens = await Promise.all(retries);
    expect(calls.refresh).toBe(1);
    expect(new Set(tokens)).toEqual(new Set([fresh]));
  });

  it('hands a late 401 the token that another request already refreshed', async () => {
    const fresh = jwt(600, 'fresh');
    const { actor, calls } = start({
      authenticate: async () => session(admin),
      refresh: async () => ({ accessToken: fresh, refreshToken: 'r2' }),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'a', password: 'b' });
    const old = (await waitFor(actor, (s) => s.matches('signedIn'))).context.tokens!.accessToken;
    expect(await awaitFreshToken(actor, old)).toBe(fresh);
    expect(await awaitFreshToken(actor, old)).toBe(fresh);
    expect(calls.refresh).toBe(1);
  });

  it('ends the session and clears tokens when the refresh fails', async () => {
    const { actor, storage } = start({ authenticate: async () => session(admin) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'a', password: 'b' });
    const s = await waitFor(actor, (s) => s.matches('signedIn'));
    const token = await awaitFreshToken(actor, s.context.tokens!.accessToken);
    expect(token).toBeNull();
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(storage.data.size).toBe(0);
  });

  describe('proactive refresh', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('refreshes shortly before the access token expires', async () => {
      const { actor, calls } = start({
        authenticate: async () => session(admin, jwt(120)),
        refresh: async () => ({ accessToken: jwt(600, 'next'), refreshToken: 'r2' }),
      });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('anonymous')).toBe(true));
      actor.send({ type: 'LOGIN', email: 'a', password: 'b' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
      await vi.advanceTimersByTimeAsync(120_000 - REFRESH_MARGIN_MS - 5_000);
      expect(calls.refresh).toBe(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls.refresh).toBe(1);
      await vi.waitFor(() => expect(actor.getSnapshot().context.tokens?.refreshToken).toBe('r2'));
    });
  });
});
