// The app's session actor, loaded on demand. XState and the session machine (about 15 KB gzip) are not
// needed to show a sign-in page to somebody who has no session: main.tsx loads the actor before the
// first render only when tokens are stored, and the sign-in forms load it when first focused. Until it
// has loaded, nobody is signed in (or, while stored tokens are being restored, the session is loading),
// and the session hooks answer so (hooks.ts).
import { createTokenStore, type SessionActor, type SessionSnapshot } from '@market/auth-machine';

export interface AppSessionState {
  /** The running actor once it has restored any stored session; null before. */
  actor: SessionActor | null;
  /** True while the actor loads to restore stored tokens: readers show the session as loading. */
  restoring: boolean;
}

// Replaced, never changed in place: useSyncExternalStore compares snapshots by identity.
let state: AppSessionState = { actor: null, restoring: false };
let loading: Promise<SessionActor> | null = null;
const listeners = new Set<() => void>();

function update(next: AppSessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * The app's actor, once it has restored any stored session (it starts when its module loads). Readers
 * get it from then on, so none of them sees it "loading" after being told nobody is signed in. A failed
 * load is tried again on the next call.
 */
export function loadSessionActor(): Promise<SessionActor> {
  if (loading) return loading;
  if (hasStoredSession()) update({ actor: null, restoring: true });
  loading = import('./sessionActor.ts').then(
    async ({ sessionActor }) => {
      await waitForSnapshot(sessionActor, (s) => !s.matches('loading'));
      update({ actor: sessionActor, restoring: false });
      return sessionActor;
    },
    (error: unknown) => {
      loading = null;
      update({ actor: null, restoring: false });
      throw error;
    },
  );
  return loading;
}

/** What readers of the app's session see now (useSyncExternalStore's snapshot). */
export function appSessionState(): AppSessionState {
  return state;
}

/** Called when `appSessionState()` changes (useSyncExternalStore's subscribe). */
export function onAppSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this browser holds a session to restore (both tokens), read without loading the machine. */
export function hasStoredSession(): boolean {
  try {
    // The token store's own rule: both tokens, or no session.
    return createTokenStore(localStorage).read() !== null;
  } catch {
    // No Web Storage (private mode, a sandboxed frame): the actor keeps tokens in memory only.
    return false;
  }
}

/** The first snapshot `actor` reaches that satisfies `done` (XState's waitFor, without loading XState). */
export function waitForSnapshot(
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
