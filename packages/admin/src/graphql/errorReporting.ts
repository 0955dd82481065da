// Every GraphQL failure still reaches the caller (hooks return it); this is the side channel that
// lets the app report them too (a toast, a log) without each page wiring it up. A page that throws
// while rendering (caught by the route error boundary) is reported through the same channel.
import type { ApolloLink, ErrorLike } from '@apollo/client';

export interface GraphQLErrorReport {
  error: ErrorLike;
  operationName: string | undefined;
  /** Where it came from: a GraphQL operation (the default) or a page that threw while rendering. */
  source?: 'graphql' | 'render';
  /** `render`: the address of the page that threw. */
  path?: string;
}

export type GraphQLErrorListener = (report: GraphQLErrorReport) => void;

const listeners = new Set<GraphQLErrorListener>();

/** Subscribe to failed operations and crashed pages; returns the unsubscribe function. */
export function onGraphQLError(listener: GraphQLErrorListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The same subscription under the name that says it hears every client error, not only GraphQL's. */
export const onClientError = onGraphQLError;

function notify(report: GraphQLErrorReport): void {
  for (const listener of listeners) {
    try {
      listener(report);
    } catch {
      // A failing reporter must not take the page (or the other reporters) down with it.
    }
  }
}

export function reportGraphQLError(error: ErrorLike, operation: ApolloLink.Operation): void {
  notify({ error, operationName: operation.operationName, source: 'graphql' });
}

/** A page threw while rendering (the route error boundary caught it). */
export function reportRenderError(error: unknown, path: string): void {
  const errorLike: ErrorLike =
    error instanceof Error
      ? error
      : {
          name: 'Error',
          message: typeof error === 'string' ? error : (JSON.stringify(error) ?? 'Unknown error'),
        };
  notify({ error: errorLike, operationName: undefined, source: 'render', path });
}
