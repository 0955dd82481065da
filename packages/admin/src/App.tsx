import type { SessionActor } from '@market/auth-machine';
import { ThemeRoot, ToastProvider } from '@market/ui';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppApolloProvider } from './graphql/index.ts';
import { AppIntlProvider } from './i18n/index.ts';
import { createAppRoutes } from './router.tsx';
import { SessionProvider } from './session/index.ts';
import { SettingsProvider, type SettingsStore } from './shell/settings/index.ts';
import { subscribeToStaffNotifications } from './shell/topbar/staffNotifications.ts';

export { PRODUCT_NAME } from './shell/product.ts';

export interface AppProvidersProps {
  /** Defaults to the app's store (local storage); stories and tests pass their own. */
  settingsStore?: SettingsStore;
  /** Defaults to the app's session; stories and tests pass a fake one. */
  sessionActor?: SessionActor;
  children: ReactNode;
}

/** Everything a screen of the admin reads from above: theme, settings, language, session, toasts. */
export function AppProviders({ settingsStore, sessionActor, children }: AppProvidersProps) {
  return (
    <ThemeRoot>
      <SettingsProvider store={settingsStore}>
        <AppIntlProvider>
          <SessionProvider actor={sessionActor}>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </AppIntlProvider>
      </SettingsProvider>
    </ThemeRoot>
  );
}

/** The admin: providers, the GraphQL client and the routes in the browser's address bar. */
export function App() {
  const [router] = useState(() =>
    createBrowserRouter(createAppRoutes({ subscribeToAlerts: subscribeToStaffNotifications })),
  );
  return (
    <AppProviders>
      <AppApolloProvider>
        <RouterProvider router={router} />
      </AppApolloProvider>
    </AppProviders>
  );
}
