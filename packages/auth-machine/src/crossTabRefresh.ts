// One refresh for all of a user's tabs. The tabs share one token store (localStorage); each refresh
// rotates the refresh token, so tabs refreshing on their own would race each other. Under a lock held
// across tabs, a tab first re-reads the store: when another tab has just refreshed, it takes those tokens
// instead of spending its own (already rotated) refresh token.
import type { AuthClient } from './authClient.ts';
import { AuthError } from './authError.ts';
import { jwtExpiry } from './jwt.ts';
import type { SessionTokens, TokenStore } from './tokenStore.ts';

/** The name tabs of one origin agree on (Web Locks are per origin). */
export const REFRESH_LOCK_NAME = 'market.auth.refresh';

/** A stored access token closer than this to its expiry is not worth adopting: refresh instead. */
const ADOPT_MARGIN_MS = 10_000;

/** The part of the Web Locks API (`navigator.locks`) the refresh needs, so tests can pass a fake. */
export interface RefreshLock {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * `navigator.locks` where the browser has it, else null: the refresh then runs unlocked, and the server's
 * reuse window answers tabs that present the same refresh token at once with the same successor.
 */
export function browserRefreshLock(): RefreshLock | null {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return null;
  // The lock is held until the callback's promise settles; its result is the request's result.
  return {
    request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T>,
  };
}

export interface CrossTabRefreshOptions {
  client: Pick<AuthClient, 'refresh'>;
  tokenStore: TokenStore;
  lock: RefreshLock | null;
  now?: () => number;
}

/**
 * Fresh tokens for a tab whose refresh token is `presented`. Inside the lock: tokens another tab stored
 * since (a different refresh token, an access token not about to expire) are taken as they are; otherwise
 * the newest stored refresh token is exchanged and the result stored before the lock is released, so the
 * next tab in line sees it. An emptied store means another tab signed out: this one is signed out too.
 */
export function createCrossTabRefresh({ client, tokenStore, lock, now = Date.now }: CrossTabRefreshOptions) {
  const refreshOnce = async (presented: string): Promise<SessionTokens> => {
    const stored = tokenStore.read();
    if (!stored) throw new AuthError('unauthorized', 'The session has ended');
    const expiry = jwtExpiry(stored.accessToken);
    const fresh = expiry !== null && expiry * 1000 - now() > ADOPT_MARGIN_MS;
    if (stored.refreshToken !== presented && fresh) return stored;
    const renewed = await client.refresh(stored.refreshToken);
    tokenStore.write(renewed);
    return renewed;
  };
  return (presented: string): Promise<SessionTokens> =>
    lock ? lock.request(REFRESH_LOCK_NAME, () => refreshOnce(presented)) : refreshOnce(presented);
}
