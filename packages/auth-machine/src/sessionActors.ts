// The real actors: the session machine's promise actors backed by the auth service client.
import { fromPromise } from 'xstate';
import type { AuthClient, SessionStart } from './authClient.ts';
import { AuthError } from './authError.ts';
import { createCrossTabRefresh, type RefreshLock } from './crossTabRefresh.ts';
import type { Credentials } from './sessionMachine.ts';
import type { SessionTokens, TokenStore } from './tokenStore.ts';

export interface SessionActorsOptions {
  /** The store the session machine is given: refreshes re-read it, since other tabs write it too. */
  tokenStore: TokenStore;
  /** Held across tabs while refreshing (`browserRefreshLock()`); null refreshes unlocked. */
  lock: RefreshLock | null;
}

export function createSessionActors(client: AuthClient, { tokenStore, lock }: SessionActorsOptions) {
  const refresh = createCrossTabRefresh({ client, tokenStore, lock });
  return {
    // Restoring: the stored access token may have expired while the tab was closed; one refresh then.
    restore: fromPromise<SessionStart | null, { tokens: SessionTokens | null }>(async ({ input }) => {
      const { tokens } = input;
      if (!tokens) return null;
      try {
        return { tokens, user: await client.currentUser(tokens.accessToken) };
      } catch (error) {
        if (!(error instanceof AuthError) || error.kind !== 'unauthorized') throw error;
        const renewed = await refresh(tokens.refreshToken);
        return { tokens: renewed, user: await client.currentUser(renewed.accessToken) };
      }
    }),
    authenticate: fromPromise<SessionStart, Credentials>(({ input }) =>
      input.kind === 'register'
        ? client.register(input.email, input.password, input.name)
        : client.login(input.email, input.password),
    ),
    refresh: fromPromise<SessionTokens, { refreshToken: string }>(({ input }) => refresh(input.refreshToken)),
    logout: fromPromise<void, { refreshToken: string | null }>(async ({ input }) => {
      if (input.refreshToken) await client.logout(input.refreshToken);
    }),
  };
}
