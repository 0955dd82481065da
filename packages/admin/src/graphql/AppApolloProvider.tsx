import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apolloClient.ts';

export interface AppApolloProviderProps {
  /** Defaults to the app's client; stories and tests may pass one built on a fake session. */
  client?: ApolloClient;
  children: ReactNode;
}

export function AppApolloProvider({ client = apolloClient, children }: AppApolloProviderProps) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
