import { selectAccessToken, type SessionActor } from '@market/auth-machine';
import { ThemeRoot, ToastProvider } from '@market/ui';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppIntlProvider, type AppIntlProviderProps } from './i18n/index.ts';
import { createBaseRoutes, discoverMainRoutes } from './baseRoutes.tsx';
import { appSessionState, hasStoredSession, loadSessionActor, SessionProvider } from './session/index.ts';
import { SettingsProvider, type SettingsStore } from './shell/settings/index.ts';

export { PRODUCT_NAME } from './shell/product.ts';

export interface AppProvidersProps {
  /** Defaults to the app's store (local storage); stories and tests pass their own. */
  settingsStore?: SettingsStore;
  /** Defaults to the app's session; stories and tests pass a fake one. */
  sessionActor?: SessionActor;
  /** Every language at hand (stories and tests); the app loads the language it shows. */
  catalogues?: AppIntlProviderProps['catalogues'];
  children: ReactNode;
}

/** Everything a screen of the admin reads from above: theme, settings, language, session, toasts. */
export function AppProviders({ settingsStore, sessionActor, catalogues, children }: AppProvidersProps) {
  return (
    <ThemeRoot>
      <SettingsProvider store={settingsStore}>
        <AppIntlProvider catalogues={catalogues}>
          <SessionProvider actor={sessionActor}>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </AppIntlProvider>
      </SettingsProvider>
    </ThemeRoot>
  );
}

/**
 * The client a list page's rows are asked for with while its code loads: the main layout's, when somebody
 * is signed in (a stored session may still be restoring); none otherwise.
 */
async function signedInClient() {
  const actor = appSessionState().actor ?? (hasStoredSession() ? await loadSessionActor() : null);
  if (!actor || !selectAccessToken(actor.getSnapshot())) return null;
  return (await import('./graphql/apolloClient.ts')).apolloClient;
}

/**
 * The app's router. Created before the first render (main.tsx): the router starts loading the modules
 * of the address at once, while the first language and the session load.
 */
export function createAppRouter() {
  return createBrowserRouter(createBaseRoutes(), {
    patchRoutesOnNavigation: discoverMainRoutes({}, { listDataClient: signedInClient }),
  });
}

/** The admin: providers and the routes in the browser's address bar (the GraphQL client comes with the main layout). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
