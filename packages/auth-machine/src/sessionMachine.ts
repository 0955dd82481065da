// The session, modelled once: every part of the app reads this actor's state.
//   loading ─► anonymous (idle ⇄ submitting) ─► signedIn (active ⇄ refreshing)
//                                            └► awaitingAccess (signed in, no role yet)
import { assign, fromPromise, setup } from 'xstate';
import type { SessionStart } from './authClient.ts';
import { AuthError } from './authError.ts';
import { jwtExpiry } from './jwt.ts';
import type { SessionTokens, TokenStore } from './tokenStore.ts';
import type { SessionUser } from './user.ts';

/** Refresh this long before the access token expires, so requests rarely meet a 401. */
export const REFRESH_MARGIN_MS = 30_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export type Credentials =
  | { kind: 'login'; email: string; password: string }
  | { kind: 'register'; email: string; password: string; name: string };

export interface SessionContext {
  tokenStore: TokenStore;
  tokens: SessionTokens | null;
  user: SessionUser | null;
  error: AuthError | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; email: string; password: string }
  | { type: 'REGISTER'; email: string; password: string; name: string }
  | { type: 'LOGOUT' }
  /** A request met a 401 with the current access token. */
  | { type: 'TOKEN_EXPIRED' }
  /** Re-check the account (e.g. while waiting for an admin to grant access). */
  | { type: 'RELOAD' };

function asAuthError(error: unknown): AuthError {
  return error instanceof AuthError ? error : new AuthError('server', 'Something went wrong!');
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { tokenStore: TokenStore },
  },
  actors: {
    // The real ones call the auth service (createSessionActors); tests and stories provide fakes.
    restore: fromPromise<SessionStart | null, { tokens: SessionTokens | null }>(async () => {
      throw new Error('restore actor not provided');
    }),
    authenticate: fromPromise<SessionStart, Credentials>(async () => {
      throw new Error('authenticate actor not provided');
    }),
    refresh: fromPromise<SessionTokens, { refreshToken: string }>(async () => {
      throw new Error('refresh actor not provided');
    }),
    logout: fromPromise<void, { refreshToken: string | null }>(async () => {}),
  },
  guards: {
    hasRole: (_, user: SessionUser | null | undefined) => Boolean(user?.role),
    /**
     * The server answered that the stored session is no good (its tokens were refused), as opposed to
     * not answering at all: a network failure, a server error, or the page reloading while the
     * restore was in flight.
     */
    sessionRefused: (_, error: unknown) => error instanceof AuthError && error.kind === 'unauthorized',
  },
  actions: {
    startSession: assign((_, session: SessionStart) => {
      return { tokens: session.tokens, user: session.user, error: null };
    }),
    persistTokens: ({ context }) => {
      if (context.tokens) context.tokenStore.write(context.tokens);
    },
    endSession: assign(({ context }) => {
      context.tokenStore.clear();
      return { tokens: null, user: null };
    }),
    /** Anonymous in this page, but the stored tokens stay for the next load to try again. */
    leaveSessionStored: assign({ tokens: null, user: null }),
  },
  delays: {
    refreshDue: ({ context }) => {
      const exp = context.tokens ? jwtExpiry(context.tokens.accessToken) : null;
      if (exp === null) return MAX_TIMER_MS;
      return Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - Date.now() - REFRESH_MARGIN_MS));
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ tokenStore: input.tokenStore, tokens: null, user: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'restore',
        input: ({ context }) => ({ tokens: context.tokenStore.read() }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'anonymous', actions: 'endSession' },
          {
            guard: { type: 'hasRole', params: ({ event }) => event.output?.user },
            target: 'signedIn',
            actions: [{ type: 'startSession', params: ({ event }) => event.output! }, 'persistTokens'],
          },
          {
            target: 'awaitingAccess',
            actions: [{ type: 'startSession', params: ({ event }) => event.output! }, 'persistTokens'],
          },
        ],
        // Only a refusal ends the stored session. A restore that failed to reach the server (or was cut off
        // by a reload) leaves the tokens, so that reloading restores it: clearing them would sign the user
        // out of every tab over a network blip.
        onError: [
          {
            guard: {
              type: 'sessionRefused',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'anonymous',
            actions: 'endSession',
          },
          { target: 'anonymous', actions: 'leaveSessionStored' },
        ],
      },
    },
    anonymous: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            LOGIN: { target: 'submitting', actions: assign({ error: null }) },
            REGISTER: { target: 'submitting', actions: assign({ error: null }) },
          },
        },
        submitting: {
          invoke: {
            src: 'authenticate',
            input: ({ event }): Credentials =>
              event.type === 'REGISTER'
                ? { kind: 'register', email: event.email, password: event.password, name: event.name }
                : event.type === 'LOGIN'
                  ? { kind: 'login', email: event.email, password: event.password }
                  : { kind: 'login', email: '', password: '' },
            onDone: [
              {
                guard: { type: 'hasRole', params: ({ event }) => event.output.user },
                target: '#session.signedIn',
                actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'persistTokens'],
              },
              {
                target: '#session.awaitingAccess',
                actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'persistTokens'],
              },
            ],
            onError: { target: 'idle', actions: assign({ error: ({ event }) => asAuthError(event.error) }) },
          },
        },
      },
    },
    awaitingAccess: {
      on: { LOGOUT: 'signingOut', RELOAD: 'loading' },
    },
    signedIn: {
      initial: 'active',
      on: { LOGOUT: 'signingOut' },
      states: {
        active: {
          after: { refreshDue: 'refreshing' },
          on: { TOKEN_EXPIRED: 'refreshing', RELOAD: '#session.loading' },
        },
        // TOKEN_EXPIRED is not handled here: however many requests failed, one refresh runs.
        refreshing: {
          invoke: {
            src: 'refresh',
            input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
            onDone: {
              target: 'active',
              actions: [assign({ tokens: ({ event }) => event.output }), 'persistTokens'],
            },
            onError: { target: '#session.anonymous', actions: 'endSession' },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? null }),
        // Logging out locally never depends on the server answering.
        onDone: { target: 'anonymous', actions: 'endSession' },
        onError: { target: 'anonymous', actions: 'endSession' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
