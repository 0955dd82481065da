// The app's session actor, loaded on demand. XState and the session machine (about 15 KB gzip) are not
// needed to show a sign-in page to somebody who has no session: main.tsx loads the actor before the
// first render only when tokens are stored, and the sign-in forms load it when first focused. Until it
// has loaded, nobody is signed in, and the session hooks answer so (hooks.ts).
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  type SessionActor,
  type SessionSnapshot,
} from '@market/auth-machine';

let actor: SessionActor | null = null;
let loading: Promise<SessionActor> | null = null;
const listeners = new Set<() => void>();

/**
 * The app's actor, once it has restored any stored session (it starts when its module loads). Readers
 * see it from then on, so nobody sees a session "loading" that the hooks already answered as anonymous.
 * A failed load is tried again on the next call.
 */
export function loadAppSession(): Promise<SessionActor> {
  loading ??= import('./sessionActor.ts').then(
    async ({ sessionActor }) => {
      await untilSession(sessionActor, (s) => !s.matches('loading'));
      actor = sessionActor;
      listeners.forEach((listener) => listener());
      return sessionActor;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The actor once loaded; null before (nobody is signed in then). */
export function loadedAppSession(): SessionActor | null {
  return actor;
}

/** Called once the actor has loaded (useSyncExternalStore's subscribe). */
export function onAppSessionLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this browser holds a session to restore (both tokens), read without loading the machine. */
export function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY) && localStorage.getItem(REFRESH_TOKEN_KEY));
  } catch {
    // No Web Storage (private mode, a sandboxed frame): the actor keeps tokens in memory only.
    return false;
  }
}

/** The first snapshot `actor` reaches that satisfies `done` (XState's waitFor, without loading XState). */
export function untilSession(
  actor: SessionActor,
  done: (snapshot: SessionSnapshot) => boolean,
): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const now = actor.getSnapshot();
    if (done(now)) return resolve(now);
    const subscription = actor.subscribe((snapshot) => {
      if (!done(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}
