// Helpers the app and its network layer use around a running session actor.
import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SessionMachine } from './sessionMachine.ts';
import type { SessionUser } from './user.ts';

export type SessionActor = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** The user state as the spec lists it: the user's fields plus `authorized` and `loading`. */
export interface UserState extends Partial<SessionUser> {
  authorized: boolean;
  loading: boolean;
  awaitingAccess: boolean;
}

export function selectUserState(snapshot: SessionSnapshot): UserState {
  return {
    ...(snapshot.context.user ?? {}),
    authorized: snapshot.matches('signedIn'),
    awaitingAccess: snapshot.matches('awaitingAccess'),
    loading:
      snapshot.matches('loading') ||
      snapshot.matches({ anonymous: 'submitting' }) ||
      snapshot.matches('signingOut'),
  };
}

export function selectAccessToken(snapshot: SessionSnapshot): string | null {
  return snapshot.context.tokens?.accessToken ?? null;
}

/**
 * Called by a request that got a 401 with `failedToken`. Starts the one shared refresh (unless
 * another request already did, or the token already changed) and resolves with the token to retry
 * with, or null when the session ended.
 */
export async function awaitFreshToken(
  actor: SessionActor,
  failedToken: string | null,
): Promise<string | null> {
  const now = actor.getSnapshot();
  if (now.matches({ signedIn: 'active' })) {
    const current = selectAccessToken(now);
    if (current && current !== failedToken) return current;
    actor.send({ type: 'TOKEN_EXPIRED' });
  }
  const settled = await waitFor(
    actor,
    (s) => !s.matches({ signedIn: 'refreshing' }) && !s.matches('loading'),
  );
  return settled.matches('signedIn') ? selectAccessToken(settled) : null;
}
