import { selectAccessToken } from '@market/auth-machine';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { createBaseRoutes, discoverMainRoutes } from './baseRoutes.tsx';
import { loadCatalogue, type AppLocale } from './i18n/index.ts';
import { routerReady } from './routerReady.ts';
import { appSessionState, hasStoredSession, loadSessionActor } from './session/index.ts';
import { renderRoot, storedSessionRestored } from './start.tsx';

export { PRODUCT_NAME } from './shell/product.ts';

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

/**
 * Renders the app at the current address. The router starts loading the page's modules now; the first page
 * shows in its language from the start (each language is its own chunk). The first render waits for the
 * page's modules (and a list's rows, briefly: mainRoutes.tsx LIST_WAIT_MS) too: the router would otherwise
 * render the page later as a transition, which React splits into 5 ms slices with the browser's work between
 * them; rendered by the root it runs in one go. A stored session is restored before the first render too
 * (start.tsx). Not a top-level await: that would turn off the bundler's merging of small shared chunks.
 */
export function startApp(locale: AppLocale): void {
  const router = createAppRouter();
  void Promise.all([loadCatalogue(locale), routerReady(router), storedSessionRestored()]).then(() =>
    renderRoot(<App router={router} />),
  );
}

/**
 * The app's routes at the current address, ready to render inside providers already mounted: the sign-in
 * entry (signIn.tsx) swaps its page for them when somebody signs in or follows a link.
 */
export async function routedApp(): Promise<ReactElement> {
  const router = createAppRouter();
  await routerReady(router);
  return <RouterProvider router={router} />;
}
