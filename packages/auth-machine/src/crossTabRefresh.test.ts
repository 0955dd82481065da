import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './authError.ts';
import {
  browserRefreshLock,
  createCrossTabRefresh,
  REFRESH_LOCK_NAME,
  type RefreshLock,
} from './crossTabRefresh.ts';
import { createTokenStore, type SessionTokens, type TokenStorage } from './tokenStore.ts';

/** One localStorage that every "tab" below shares. */
function sharedStorage(): TokenStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** Web Locks' exclusive mode: one holder per name, the others queue in order. */
function exclusiveLock(): RefreshLock & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

function jwt(expInSeconds: number, tag: string): string {
  const enc = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc({ exp: Math.floor(Date.now() / 1000) + expInSeconds, tag })}.sig`;
}

/** A server whose refresh tokens are strictly one-time: a second use of one fails, as without a window. */
function oneTimeServer(first: string) {
  let current = first;
  const refresh = vi.fn(async (refreshToken: string): Promise<SessionTokens> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (refreshToken !== current) throw new AuthError('unauthorized', 'reused');
    const next = Number(current.slice(1)) + 1;
    current = `r${next}`;
    return { accessToken: jwt(900, `a${next}`), refreshToken: current };
  });
  return { refresh };
}

describe('one refresh across tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('five tabs with the same expired token refresh once and all get the new tokens', async () => {
    const storage = sharedStorage();
    const expired = { accessToken: jwt(-60, 'a1'), refreshToken: 'r1' };
    createTokenStore(storage).write(expired);
    const server = oneTimeServer('r1');
    const lock = exclusiveLock();
    const tabs = Array.from({ length: 5 }, () =>
      createCrossTabRefresh({ client: server, tokenStore: createTokenStore(storage), lock }),
    );

    const results = await Promise.all(tabs.map((refresh) => refresh('r1')));

    expect(server.refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.refreshToken))).toEqual(new Set(['r2']));
    expect(createTokenStore(storage).read()?.refreshToken).toBe('r2');
    expect(lock.names).toEqual(Array(5).fill(REFRESH_LOCK_NAME));
  });

  it('refreshes with the newest stored token when the stored access token is about to expire', async () => {
    const storage = sharedStorage();
    const store = createTokenStore(storage);
    // Another tab refreshed long ago and was closed: its access token is expiring too.
    store.write({ accessToken: jwt(5, 'a2'), refreshToken: 'r2' });
    const server = oneTimeServer('r2');
    const refresh = createCrossTabRefresh({ client: server, tokenStore: store, lock: exclusiveLock() });

    const renewed = await refresh('r1');

    expect(server.refresh).toHaveBeenCalledWith('r2');
    expect(renewed.refreshToken).toBe('r3');
    expect(store.read()).toEqual(renewed);
  });

  it('ends the session without asking the server when another tab signed out', async () => {
    const server = oneTimeServer('r1');
    const refresh = createCrossTabRefresh({
      client: server,
      tokenStore: createTokenStore(sharedStorage()),
      lock: exclusiveLock(),
    });
    await expect(refresh('r1')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(server.refresh).not.toHaveBeenCalled();
  });

  it('lets the next tab in line refresh when the holder failed', async () => {
    const storage = sharedStorage();
    createTokenStore(storage).write({ accessToken: jwt(-60, 'a1'), refreshToken: 'r1' });
    const client = {
      refresh: vi
        .fn<(token: string) => Promise<SessionTokens>>()
        .mockRejectedValueOnce(new AuthError('network', 'offline'))
        .mockResolvedValueOnce({ accessToken: jwt(900, 'a2'), refreshToken: 'r2' }),
    };
    const lock = exclusiveLock();
    const [a, b] = [0, 1].map(() =>
      createCrossTabRefresh({ client, tokenStore: createTokenStore(storage), lock }),
    );
    const outcomes = await Promise.allSettled([a!('r1'), b!('r1')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled']);
    expect(client.refresh).toHaveBeenCalledTimes(2);
  });

  it('runs unlocked where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    expect(browserRefreshLock()).toBeNull();
    const storage = sharedStorage();
    createTokenStore(storage).write({ accessToken: jwt(-60, 'a1'), refreshToken: 'r1' });
    const server = oneTimeServer('r1');
    const refresh = createCrossTabRefresh({
      client: server,
      tokenStore: createTokenStore(storage),
      lock: null,
    });
    expect((await refresh('r1')).refreshToken).toBe('r2');
  });

  it("uses navigator.locks under the product's lock name where the browser has it", async () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    vi.stubGlobal('navigator', { locks: { request } });
    const lock = browserRefreshLock();
    expect(lock).not.toBeNull();
    const storage = sharedStorage();
    createTokenStore(storage).write({ accessToken: jwt(-60, 'a1'), refreshToken: 'r1' });
    const refresh = createCrossTabRefresh({
      client: oneTimeServer('r1'),
      tokenStore: createTokenStore(storage),
      lock,
    });
    await refresh('r1');
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
  });
});
