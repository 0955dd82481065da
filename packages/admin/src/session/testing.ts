// Fake sessions for stories and unit tests only (never imported by the app): the real session
// machine with promise actors that answer from memory, driven into the state a story shows.
import {
  AuthError,
  createTokenStore,
  sessionMachine,
  type Credentials,
  type SessionActor,
  type SessionStart,
  type SessionTokens,
  type SessionUser,
  type TokenStorage,
} from '@market/auth-machine';
import { createActor, fromPromise } from 'xstate';

export type FakeSessionState =
  'loading' | 'anonymous' | 'submitting' | 'failed' | 'locked' | 'throttled' | 'signedIn' | 'awaitingAccess';

export const fakeAdmin: SessionUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Amal Haddad',
  email: 'admin@example.com',
  avatar: null,
  role: 'admin',
  phone: '+971500000001',
};

export const LOCKED_MESSAGE = 'The account is deactivated';
export const THROTTLED_MESSAGE = 'Too many attempts; try again in 300 seconds';

export function memoryTokenStorage(initial: Record<string, string> = {}): TokenStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const never = <T>() => new Promise<T>(() => {});

export interface FakeSessionOptions {
  user?: SessionUser;
  /** What a login or registration answers (default: signs in as `user`). */
  authenticate?: (credentials: Credentials) => Promise<SessionStart>;
  storage?: TokenStorage;
  /** The failure the 'failed' state shows (default: a wrong password). */
  failWith?: AuthError;
  /** Which attempt the submitting/failed/locked states make (default: a login). */
  attempt?: 'login' | 'register';
}

/** A started session actor that reaches `state` a few microtasks after creation. */
export function createFakeSessionActor(
  state: FakeSessionState,
  options: FakeSessionOptions = {},
): SessionActor {
  const user = options.user ?? fakeAdmin;
  const tokens: SessionTokens = { accessToken: 'fake-access', refreshToken: 'fake-refresh' };
  const signedInAs = (u: SessionUser): SessionStart => ({ tokens, user: u });

  const authenticate =
    state === 'submitting'
      ? () => never<SessionStart>()
      : state === 'failed'
        ? () =>
            Promise.reject(
              options.failWith ?? new AuthError('invalid-credentials', 'Login failed, please try again'),
            )
        : state === 'locked'
          ? () => Promise.reject(new AuthError('locked', LOCKED_MESSAGE))
          : state === 'throttled'
            ? () => Promise.reject(new AuthError('throttled', THROTTLED_MESSAGE, {}, 300))
            : (options.authenticate ?? (async () => signedInAs(user)));

  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => {
        if (state === 'loading') return never<SessionStart | null>();
        if (state === 'signedIn') return signedInAs(user);
        if (state === 'awaitingAccess') return signedInAs({ ...user, role: null });
        return null;
      }),
      authenticate: fromPromise(({ input }) => authenticate(input)),
      refresh: fromPromise(async () => tokens),
      logout: fromPromise(async () => {}),
    },
  });
  const actor = createActor(machine, {
    input: { tokenStore: createTokenStore(options.storage ?? memoryTokenStorage()) },
  });
  if (state === 'submitting' || state === 'failed' || state === 'locked' || state === 'throttled') {
    // Once restoring finds no session, make the attempt whose outcome the story shows.
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ anonymous: 'idle' })) return;
      subscription.unsubscribe();
      actor.send(
        options.attempt === 'register'
          ? { type: 'REGISTER', name: user.name, email: user.email, password: 'a-new-password' }
          : { type: 'LOGIN', email: user.email, password: 'wrong-password' },
      );
    });
  }
  return actor.start();
}
