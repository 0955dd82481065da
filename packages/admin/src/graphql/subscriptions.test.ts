import { gql } from '@apollo/client';
import { AuthError, createTokenStore, sessionMachine, type SessionStart } from '@market/auth-machine';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fakeAdmin, memoryTokenStorage } from '../session/testing.ts';
import { createApolloClient } from './apolloClient.ts';

/** Just enough of a graphql-transport-ws server socket to see what the client sends. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly protocol = 'graphql-transport-ws';
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  initPayload: unknown = undefined;
  subscriptions: string[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.({});
    });
  }

  send(data: string) {
    const message = JSON.parse(data) as { type: string; id?: string; payload?: unknown };
    if (message.type === 'connection_init') {
      this.initPayload = message.payload;
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
    }
    if (message.type === 'subscribe' && message.id) this.subscriptions.push(message.id);
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.closedWith = code;
    setTimeout(() => this.onclose?.({ code, reason }));
  }

  /** The server ends the socket (the client did not ask). */
  closeFromServer(code: number, reason: string) {
    this.readyState = FakeWebSocket.CLOSED;
    setTimeout(() => this.onclose?.({ code, reason }));
  }
}

/** A signed-in admin whose refreshes and restores are counted; `refreshFails` makes the server refuse. */
async function signedInSession(options: { refreshFails?: boolean } = {}) {
  const calls = { refresh: 0, restore: 0 };
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async (): Promise<SessionStart | null> => {
        calls.restore += 1;
        return { tokens: { accessToken: 'access-1', refreshToken: 'r1' }, user: fakeAdmin };
      }),
      authenticate: fromPromise(async (): Promise<SessionStart> => {
        throw new Error('not used');
      }),
      refresh: fromPromise(async () => {
        calls.refresh += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (options.refreshFails) throw new AuthError('unauthorized', 'The session has expired');
        return { accessToken: 'access-2', refreshToken: 'r2' };
      }),
      logout: fromPromise(async () => {}),
    },
  });
  const actor = createActor(machine, {
    input: { tokenStore: createTokenStore(memoryTokenStorage()) },
  }).start();
  await waitFor(actor, (s) => s.matches('signedIn'));
  const client = createApolloClient({
    actor,
    webSocketUrl: 'ws://admin.test/graphql',
    webSocketImpl: FakeWebSocket,
    fetch: () => Promise.reject(new Error('subscriptions must not use HTTP')),
  });
  return { actor, client, calls };
}

const ORDER_CHANGED = gql`
  subscription OrderChanged {
    orderChanged {
      id
    }
  }
`;

/** Subscribes and collects failures: Apollo 4 hands a subscription's failure over as a result carrying `error`. */
function watch(client: ReturnType<typeof createApolloClient>) {
  const errors: unknown[] = [];
  const subscription = client.subscribe({ query: ORDER_CHANGED }).subscribe({
    next: (result) => void (result.error && errors.push(result.error)),
    error: (error) => errors.push(error),
  });
  return { errors, subscription };
}

describe('subscriptions over graphql-ws', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
  });

  it('connect with the access token and reconnect with the fresh one after a refresh', async () => {
    const machine = sessionMachine.provide({
      actors: {
        restore: fromPromise(async (): Promise<SessionStart | null> => ({
          tokens: { accessToken: 'access-1', refreshToken: 'r1' },
          user: fakeAdmin,
        })),
        authenticate: fromPromise(async (): Promise<SessionStart> => {
          throw new Error('not used');
        }),
        refresh: fromPromise(async () => ({ accessToken: 'access-2', refreshToken: 'r2' })),
        logout: fromPromise(async () => {}),
      },
    });
    const actor = createActor(machine, {
      input: { tokenStore: createTokenStore(memoryTokenStorage()) },
    }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    const client = createApolloClient({
      actor,
      webSocketUrl: 'ws://admin.test/graphql',
      webSocketImpl: FakeWebSocket,
      fetch: () => Promise.reject(new Error('subscriptions must not use HTTP')),
    });

    const subscription = client.subscribe({ query: ORDER_CHANGED }).subscribe({});
    await expect.poll(() => FakeWebSocket.instances[0]?.subscriptions.length).toBe(1);
    const first = FakeWebSocket.instances[0]!;
    expect(first.url).toBe('ws://admin.test/graphql');
    expect(first.initPayload).toEqual({ authorization: 'Bearer access-1' });

    actor.send({ type: 'TOKEN_EXPIRED' });
    await waitFor(
      actor,
      (s) => s.matches({ signedIn: 'active' }) && s.context.tokens?.accessToken === 'access-2',
    );
    expect(first.closedWith).toBe(4205);
    await expect.poll(() => FakeWebSocket.instances[1]?.subscriptions.length, { timeout: 5000 }).toBe(1);
    expect(FakeWebSocket.instances[1]!.initPayload).toEqual({ authorization: 'Bearer access-2' });
    subscription.unsubscribe();
  });

  it('refreshes once and reconnects with the fresh token when the server says "sign in again" (4001)', async () => {
    const { actor, client, calls } = await signedInSession();
    const { errors, subscription } = watch(client);
    await expect.poll(() => FakeWebSocket.instances[0]?.subscriptions.length).toBe(1);

    FakeWebSocket.instances[0]!.closeFromServer(4001, 'Sign in again');

    await expect.poll(() => FakeWebSocket.instances[1]?.subscriptions.length, { timeout: 5000 }).toBe(1);
    expect(FakeWebSocket.instances[1]!.initPayload).toEqual({ authorization: 'Bearer access-2' });
    expect(calls.refresh).toBe(1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(errors).toEqual([]);
    subscription.unsubscribe();
  });

  it('signs out and stops reconnecting when the refresh after a 4001 is refused', async () => {
    const { actor, client, calls } = await signedInSession({ refreshFails: true });
    const { errors, subscription } = watch(client);
    await expect.poll(() => FakeWebSocket.instances[0]?.subscriptions.length).toBe(1);

    FakeWebSocket.instances[0]!.closeFromServer(4001, 'Sign in again');

    await waitFor(actor, (s) => s.matches('anonymous'));
    await expect.poll(() => errors.length, { timeout: 5000 }).toBe(1);
    expect(calls.refresh).toBe(1);
    // Whatever socket the retry opened never got as far as sending a token.
    expect(FakeWebSocket.instances.slice(1).every((socket) => socket.initPayload === undefined)).toBe(true);
    subscription.unsubscribe();
  });

  it('does not retry a 4403 (no role) and has the session re-read the account', async () => {
    const { client, calls } = await signedInSession();
    const { errors, subscription } = watch(client);
    await expect.poll(() => FakeWebSocket.instances[0]?.subscriptions.length).toBe(1);

    FakeWebSocket.instances[0]!.closeFromServer(4403, 'Forbidden');

    await expect.poll(() => errors.length).toBe(1);
    await expect.poll(() => calls.restore).toBe(2);
    expect(calls.refresh).toBe(0);
    expect(FakeWebSocket.instances).toHaveLength(1);
    subscription.unsubscribe();
  });
});
