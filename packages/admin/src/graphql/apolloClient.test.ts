import { gql } from '@apollo/client';
import {
  AuthError,
  createTokenStore,
  sessionMachine,
  type SessionStart,
  type SessionTokens,
} from '@market/auth-machine';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fakeAdmin, memoryTokenStorage } from '../session/testing.ts';
import { createApolloClient } from './apolloClient.ts';
import { onGraphQLError, type GraphQLErrorReport } from './errorReporting.ts';

/** An unsigned JWT that expires in an hour, so no proactive refresh interferes. */
function jwt(tag: string): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${enc({ alg: 'HS256' })}.${enc({ exp: Math.floor(Date.now() / 1000) + 3600, tag })}.sig`;
}
const OLD = jwt('old');
const NEW = jwt('new');

function signedInSession(refresh: () => Promise<SessionTokens>) {
  const storage = memoryTokenStorage();
  const calls = { refresh: 0 };
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async (): Promise<SessionStart | null> => ({
        tokens: { accessToken: OLD, refreshToken: 'r1' },
        user: fakeAdmin,
      })),
      authenticate: fromPromise(async (): Promise<SessionStart> => {
        throw new Error('not used');
      }),
      refresh: fromPromise(async () => {
        calls.refresh += 1;
        return refresh();
      }),
      logout: fromPromise(async () => {}),
    },
  });
  const actor = createActor(machine, { input: { tokenStore: createTokenStore(storage) } }).start();
  return { actor, storage, calls };
}

interface Seen {
  operationName: string;
  authorization: string | null;
}

/** A GraphQL server in a function: answers by the bearer token, like the real one. */
function fakeGraphQLServer(expired: 'graphql-error' | 'http-401' = 'graphql-error') {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: { id?: number } };
    const authorization = headers.get('authorization');
    seen.push({ operationName: body.operationName, authorization });
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    if (body.operationName === 'Login') return json(200, { data: { login: { ok: true } } });
    if (authorization === `Bearer ${NEW}`)
      return json(200, { data: { order: { id: body.variables.id ?? 0 } } });
    if (expired === 'http-401') return json(401, { code: 'UNAUTHENTICATED', message: 'Please sign in' });
    return json(200, {
      data: null,
      errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  };
  return { fetch, seen };
}

const ORDER = gql`
  query Order($id: Int!) {
    order(id: $id) {
      id
    }
  }
`;
const LOGIN = gql`
  mutation Login {
    login {
      ok
    }
  }
`;

let stopReporting: (() => void) | undefined;
afterEach(() => stopReporting?.());

describe('the authorised GraphQL client', () => {
  it('sends the bearer token on queries and none on login', async () => {
    const { actor } = signedInSession(async () => ({ accessToken: NEW, refreshToken: 'r2' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'TOKEN_EXPIRED' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    const server = fakeGraphQLServer();
    const client = createApolloClient({ actor, fetch: server.fetch });

    const { data } = await client.query({ query: ORDER, variables: { id: 7 } });
    await client.mutate({ mutation: LOGIN });

    expect(data).toEqual({ order: { __typename: undefined, id: 7 } });
    expect(server.seen).toEqual([
      { operationName: 'Order', authorization: `Bearer ${NEW}` },
      { operationName: 'Login', authorization: null },
    ]);
  });

  it.each(['graphql-error', 'http-401'] as const)(
    'answers 20 concurrent expired-token failures (%s) with one refresh and one retry each',
    async (expired) => {
      let release: () => void = () => {};
      const refreshed = new Promise<void>((resolve) => (release = resolve));
      const { actor, calls, storage } = signedInSession(async () => {
        await refreshed;
        return { accessToken: NEW, refreshToken: 'r2' };
      });
      await waitFor(actor, (s) => s.matches('signedIn'));
      const server = fakeGraphQLServer(expired);
      const client = createApolloClient({ actor, fetch: server.fetch });

      const pending = Array.from({ length: 20 }, (_, id) =>
        client.query({ query: ORDER, variables: { id } }),
      );
      await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      const results = await Promise.all(pending);

      expect(calls.refresh).toBe(1);
      expect(results.map((r) => (r.data as { order: { id: number } }).order.id)).toEqual(
        Array.from({ length: 20 }, (_, id) => id),
      );
      const withOld = server.seen.filter((s) => s.authorization === `Bearer ${OLD}`);
      const withNew = server.seen.filter((s) => s.authorization === `Bearer ${NEW}`);
      expect(withOld).toHaveLength(20);
      expect(withNew).toHaveLength(20);
      expect(storage.data.get('market.auth.accessToken')).toBe(NEW);
    },
  );

  it('passes the error on, reports it and ends the session when the refresh fails', async () => {
    const { actor, calls, storage } = signedInSession(async () => {
      throw new AuthError('unauthorized', 'The session has expired');
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    const server = fakeGraphQLServer();
    const client = createApolloClient({ actor, fetch: server.fetch });
    const reports: GraphQLErrorReport[] = [];
    stopReporting = onGraphQLError((report) => reports.push(report));

    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 }, (_, id) => client.query({ query: ORDER, variables: { id } })),
    );

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/Please sign in/);
    expect(calls.refresh).toBe(1);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(storage.data.size).toBe(0);
    // Each query went out once: no retry without a fresh token.
    expect(server.seen).toHaveLength(3);
    expect(reports.map((r) => r.operationName)).toEqual(['Order', 'Order', 'Order']);
  });
});
