// What the app reads from a session actor. Types and plain functions only: the sign-in page reads its
// session through these before XState itself has loaded (the admin loads the actor on demand).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
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

/** The user state before any session: what every reader sees while nobody is signed in. */
export const ANONYMOUS_USER: Readonly<UserState> = Object.freeze({
  authorized: false,
  loading: false,
  awaitingAccess: false,
});
