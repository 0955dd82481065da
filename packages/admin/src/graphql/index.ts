// The admin's authorised GraphQL client (operations and types come from `pnpm codegen` in generated.ts).
export { apolloClient, createApolloClient } from './apolloClient.ts';
export type { AppApolloClientOptions } from './apolloClient.ts';
export { AppCache } from './cache.ts';
export { AppApolloProvider } from './AppApolloProvider.tsx';
export type { AppApolloProviderProps } from './AppApolloProvider.tsx';
export { onClientError, onGraphQLError, reportGraphQLError, reportRenderError } from './errorReporting.ts';
export { RECONNECTED, socketReconnects } from './subscriptions.ts';
export type { GraphQLErrorListener, GraphQLErrorReport } from './errorReporting.ts';
