// The admin's GraphQL client: HTTP for queries and mutations, graphql-ws for subscriptions, the
// session's bearer token on both. Nothing is persisted: data lives in memory for one page load.
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { SessionActor } from '@market/auth-machine';
import { OperationTypeNode } from 'graphql';
import { sessionActor } from '../session/sessionActor.ts';
import { createAuthLink } from './authLink.ts';
import { AppCache } from './cache.ts';
import { reportGraphQLError } from './errorReporting.ts';
import { createSubscriptionClient, type SubscriptionClientOptions } from './subscriptions.ts';

export interface AppApolloClientOptions {
  actor: SessionActor;
  /** Defaults to the same-origin /graphql the API server answers. */
  uri?: string;
  fetch?: typeof fetch;
  webSocketUrl?: SubscriptionClientOptions['url'];
  webSocketImpl?: unknown;
}

export function createApolloClient({
  actor,
  uri = '/graphql',
  fetch: fetchImpl,
  webSocketUrl,
  webSocketImpl,
}: AppApolloClientOptions): ApolloClient {
  const http = ApolloLink.from([
    createAuthLink(actor),
    new HttpLink({ uri, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
  ]);
  const ws = new GraphQLWsLink(createSubscriptionClient({ actor, url: webSocketUrl, webSocketImpl }));
  // Reports without handling: returning nothing lets the error go on to the caller.
  const report = new ErrorLink(({ error, operation }) => reportGraphQLError(error, operation));

  const client = new ApolloClient({
    link: ApolloLink.from([
      report,
      ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, ws, http),
    ]),
    // A job's answer older than its live state does not overwrite it (AppCache).
    cache: new AppCache(),
    // The spec's "no caching": every screen asks the server; the cache only serves one render.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });

  // One user's data must not be shown to the next: drop it all when the session ends. Only the
  // cache: clearStore() would also cancel in-flight requests, hiding their real error from the caller.
  let hadToken = false;
  actor.subscribe((snapshot) => {
    const hasToken = snapshot.context.tokens !== null;
    if (hadToken && !hasToken) void client.cache.reset();
    hadToken = hasToken;
  });
  return client;
}

/** The app's client, bound to the app's session. */
export const apolloClient: ApolloClient = createApolloClient({ actor: sessionActor });
