// Every GraphQL failure still reaches the caller (hooks return it); this is the side channel that
// lets the app report them too (a toast, a log) without each page wiring it up.
import type { ApolloLink, ErrorLike } from '@apollo/client';

export interface GraphQLErrorReport {
  error: ErrorLike;
  operationName: string | undefined;
}

export type GraphQLErrorListener = (report: GraphQLErrorReport) => void;

const listeners = new Set<GraphQLErrorListener>();

/** Subscribe to failed operations; returns the unsubscribe function. */
export function onGraphQLError(listener: GraphQLErrorListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function reportGraphQLError(error: ErrorLike, operation: ApolloLink.Operation): void {
  const report = { error, operationName: operation.operationName };
  for (const listener of listeners) listener(report);
}
