// The signed-in part of the app, loaded as one route module: the shell and the GraphQL client
// (Apollo, graphql-ws) come with it, so the sign-in pages never load them.
import { getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';
import { AppApolloProvider } from '../graphql/index.ts';
import { ConfiguredCurrencies } from './ConfiguredCurrencies.tsx';
import { MainLayout, type MainLayoutProps } from './MainLayout.tsx';
import { subscribeToStaffNotifications } from './topbar/staffNotifications.ts';

export function MainArea({
  subscribeToAlerts = subscribeToStaffNotifications,
  ...props
}: Partial<MainLayoutProps>) {
  const layout = <MainLayout subscribeToAlerts={subscribeToAlerts} {...props} />;
  // Stories and tests put a mocked client above the router; the app's own client serves everything else.
  const provided = useContext(getApolloContext()).client;
  // Their mocks answer what each story asks; the app's own client also loads the configured currencies.
  return provided ? (
    layout
  ) : (
    <AppApolloProvider>
      <ConfiguredCurrencies>{layout}</ConfiguredCurrencies>
    </AppApolloProvider>
  );
}
