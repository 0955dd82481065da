import type { SessionActor, SessionEvent, SessionSnapshot, UserState } from '@market/auth-machine';
import { ANONYMOUS_USER, AuthError, selectUserState } from '@market/auth-machine';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { waitForSnapshot } from './appSession.ts';
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

/**
 * What `select` reads from the session actor, re-rendering only when it changes (by `equal`). Before the
 * app's actor has loaded (appSession.ts) the answer is `notLoaded(restoring)`: loading while stored
 * tokens are being restored, nobody signed in otherwise.
 */
function useSessionSelector<T>(
  select: (snapshot: SessionSnapshot) => T,
  notLoaded: (restoring: boolean) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const { actor, restoring } = useSessionServices();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  // useSyncExternalStore needs the same value back while nothing it shows changed.
  const last = useRef<{ value: T } | null>(null);
  const read = () => {
    const next = actor ? select(actor.getSnapshot()) : notLoaded(restoring);
    if (last.current && equal(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  };
  return useSyncExternalStore(subscribe, read);
}

const RESTORING_USER: Readonly<UserState> = Object.freeze({ ...ANONYMOUS_USER, loading: true });

/** The running session actor: only for screens shown while signed in, when it has always loaded. */
export function useSessionActorRef(): SessionActor {
  const { actor } = useSessionServices();
  if (!actor) throw new Error('The session has not loaded: this screen is for signed-in users only.');
  return actor;
}

export interface SignInAttempt {
  /**
   * Sends a login or registration once the session is ready (loading it first if need be) and resolves
   * with the snapshot the attempt ended in; null when another attempt is under way or the session's
   * code could not load (`loadError` then says so).
   */
  attempt: (event: Extract<SessionEvent, { type: 'LOGIN' | 'REGISTER' }>) => Promise<SessionSnapshot | null>;
  /** Starts loading the session (a form calls it when first focused); never fails. */
  preload: () => void;
  /** Set when the session's code could not load (offline, or a new version deployed meanwhile). */
  loadError: AuthError | null;
}

/** A sign-in form's side of the session: the actor loads with the form's first focus, not the page. */
export function useSignInAttempt(): SignInAttempt {
  const { loadActor } = useSessionServices();
  const [loadError, setLoadError] = useState<AuthError | null>(null);
  const attempt = useCallback<SignInAttempt['attempt']>(
    async (event) => {
      setLoadError(null);
      let actor: SessionActor;
      try {
        actor = await loadActor();
      } catch {
        setLoadError(new AuthError('network', 'The sign-in could not load; check the connection'));
        return null;
      }
      if (!actor.getSnapshot().matches({ anonymous: 'idle' })) return null;
      actor.send(event);
      return waitForSnapshot(actor, (s) => !s.matches({ anonymous: 'submitting' }));
    },
    [loadActor],
  );
  const preload = useCallback(
    () =>
      void loadActor().then(
        () => setLoadError(null),
        () => undefined,
      ),
    [loadActor],
  );
  return { attempt, preload, loadError };
}

/** The spec's user state: id, name, email, avatar, role, phone (when present), authorized, loading. */
export function useSessionUser(): UserState {
  return useSessionSelector(
    selectUserState,
    (restoring) => (restoring ? RESTORING_USER : ANONYMOUS_USER),
    sameUserState,
  );
}

export function useSessionStatus(): SessionStatus {
  return useSessionSelector(selectSessionStatus, (restoring) => (restoring ? 'loading' : 'anonymous'));
}

/** The last login or registration failure, cleared when the next one starts. */
export function useSessionError(): AuthError | null {
  return useSessionSelector(
    (s) => s.context.error,
    () => null,
  );
}

export function useSessionSubmitting(): boolean {
  return useSessionSelector(selectSubmitting, () => false);
}

/** Logout bound to the session in context (the app's, or a story's fake); nothing to end before it loads. */
export function useLogout(): () => void {
  const { actor } = useSessionServices();
  return () => actor?.send({ type: 'LOGOUT' });
}
