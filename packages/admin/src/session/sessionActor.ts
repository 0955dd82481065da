// The app's one session: a module-scope actor that every component and the network layer read. It is
// created and started when this module first loads, on demand (appSession.ts); the network layer, which
// comes with the main layout, imports it directly — one module, so always the same actor.
import {
  browserRefreshLock,
  createSessionActors,
  createTokenStore,
  sessionMachine,
  type AuthClient,
  type SessionActor,
  type TokenStorage,
} from '@market/auth-machine';
import { createActor } from 'xstate';
import { authClient } from './authClient.ts';

/** Where the tokens live between page loads; an in-memory store where there is no Web Storage. */
function browserStorage(): TokenStorage {
  if (typeof localStorage !== 'undefined') return localStorage;
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function createSessionActor(client: AuthClient, storage: TokenStorage) {
  const tokenStore = createTokenStore(storage);
  const actors = createSessionActors(client, { tokenStore, lock: browserRefreshLock() });
  return createActor(sessionMachine.provide({ actors }), { input: { tokenStore } });
}

/** Started when this module loads: restoring the stored tokens begins at once. */
export const sessionActor: SessionActor = createSessionActor(authClient, browserStorage()).start();
