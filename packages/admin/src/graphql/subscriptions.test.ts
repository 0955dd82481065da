import { gql } from '@apollo/client';
import { createTokenStore, sessionMachine, type SessionStart } from '@market/auth-machine';
import { describe, expect, it } from 'vitest';
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
}

const ORDER_CHANGED = gql`
  subscription OrderChanged {
    orderChanged {
      id
    }
  }
`;

describe('subscriptions over graphql-ws', () => {
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
});
