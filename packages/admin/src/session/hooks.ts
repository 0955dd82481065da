import type { AuthError, SessionActor, SessionSnapshot, UserState } from '@market/auth-machine';
import { selectUserState } from '@market/auth-machine';
import { useSelector } from '@xstate/react';
import { useSessionServices } from './SessionProvider.tsx';

export type SessionStatus = 'loading' | 'anonymous' | 'signedIn' | 'awaitingAccess' | 'signingOut';

export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('awaitingAccess')) return 'awaitingAccess';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches('anonymous')) return 'anonymous';
  return 'loading';
}

/** True while a login or registration is with the auth service. */
export function selectSubmitting(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ anonymous: 'submitting' });
}

// selectUserState builds a new object on every snapshot; compare field by field so components
// only re-render when something they show changed (a token refresh changes nothing here).
function sameUserState(a: UserState, b: UserState): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof UserState>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

export function useSessionActorRef(): SessionActor {
  return useSessionServices().actor;
}

/** The spec's user state: id, name, email, avatar, role, phone (when present), authorized, loading. */
export function useSessionUser(): UserState {
  return useSelector(useSessionActorRef(), selectUserState, sameUserState);
}

export function useSessionStatus(): SessionStatus {
  return useSelector(useSessionActorRef(), selectSessionStatus);
}

/** The last login or registration failure, cleared when the next one starts. */
export function useSessionError(): AuthError | null {
  return useSelector(useSessionActorRef(), (s) => s.context.error);
}

export function useSessionSubmitting(): boolean {
  return useSelector(useSessionActorRef(), selectSubmitting);
}

/** Logout bound to the session in context (the app's, or a story's fake). */
export function useLogout(): () => void {
  const actor = useSessionActorRef();
  return () => actor.send({ type: 'LOGOUT' });
}
