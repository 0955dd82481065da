// The signed-in area's routes: the main layout behind the session guard, and the list, edit and view
// routes of every page of the area manifests (shell/pages.ts; their screens found by shell/screens.ts). The app adds them on the first navigation that
// needs them (baseRoutes.tsx), so the sign-in pages do not load the route table of the whole product;
// router.tsx puts the whole table together at once for stories and tests.
import type { ApolloClient } from '@apollo/client';
import {
  Outlet,
  type LazyRouteFunction,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { MainLayoutProps } from './shell/MainLayout.tsx';
import { PAGES, type PageDescription, type PageKey, type PageLoader } from './shell/pages.ts';
import { screenKinds, screenLoader } from './shell/screens.ts';
import type { PreloadingPage, PrefetchingPage } from './resources/framework/index.ts';
import type { RouteHandle } from './shell/routeHandle.ts';
import { PageErrorBoundary } from './pages/PageErrorBoundary.tsx';
import { settledWithin } from './settledWithin.ts';
import { RequireResource, SessionGuard } from './shell/SessionGuard.tsx';

const placeholder: PageLoader = () => import('./pages/PlaceholderPage.tsx');

/**
 * How long opening a list page waits for its rows. A quick answer (the usual case) is then in the cache
 * when the page first renders: rows at once, without a loading skeleton and a second render; a slower
 * one shows the skeleton as before.
 */
const LIST_WAIT_MS = 300;

export interface AppRouteOptions {
  /**
   * The client a list page's data is asked for with while the page loads (the app's, when signed in);
   * none in stories and tests, whose pages query their mocked client.
   */
  listDataClient?: () => Promise<ApolloClient | null> | null;
  /** How long opening a list page waits for its rows (LIST_WAIT_MS; tests shorten or lengthen it). */
  listWaitMs?: number;
}

/** A page module as the route's element, behind the role check when it belongs to a resource. */
function lazyPage(
  loader: PageLoader,
  resource?: PageDescription['resource'],
  dataClient?: AppRouteOptions['listDataClient'],
  listWaitMs = LIST_WAIT_MS,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const { default: Page } = await loader();
    // A page whose code comes in parts (an edit form: resources/framework/screens.tsx) loads them now.
    await (Page as Partial<PreloadingPage>).preload?.();
    const prefetch = dataClient && (Page as Partial<PrefetchingPage>).prefetch;
    return {
      element: resource ? (
        <RequireResource resource={resource}>
          <Page />
        </RequireResource>
      ) : (
        <Page />
      ),
      // Runs before the page renders, on every visit: the list's request goes out at once.
      ...(prefetch && {
        loader: async ({ request }: { request: Request }) => {
          // All of it within the wait: the client (a stored session may still be restoring) and the rows.
          // It only helps the page, so a failure to get a client leaves the page to its own query.
          const ask = async () => {
            const client = await dataClient();
            if (client) await prefetch(client, new URL(request.url).searchParams);
          };
          await settledWithin(
            ask().catch(() => undefined),
            listWaitMs,
          );
          return null;
        },
        // A filter, sort or page change stays on the page, whose own query asks for it: the address and
        // the page update at once instead of waiting for the rows. Opening the same address again (its
        // menu link) reloads the rows as a visit does.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
          currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
            ? false
            : defaultShouldRevalidate,
      }),
    };
  };
}

function pageRoute(
  path: string,
  page: PageDescription,
  screen: RouteHandle['screen'],
  loader: PageLoader | undefined,
  options: AppRouteOptions,
): RouteObject {
  const handle: RouteHandle = { title: page.title, pageKey: page.key, screen, resource: page.resource };
  const dataClient = screen === 'list' ? options.listDataClient : undefined;
  return {
    path,
    handle,
    // A page that throws shows the 500 screen inside the shell, and is reported (PageErrorBoundary).
    errorElement: <PageErrorBoundary />,
    lazy: lazyPage(loader ?? placeholder, page.resource, dataClient, options.listWaitMs),
  };
}

const SCREEN_PATHS = { list: '', edit: '/edit/:id?', view: '/view/:id?' } as const;

/** The list, edit and view routes of every product page. */
function productRoutes(options: AppRouteOptions = {}): RouteObject[] {
  return Object.values(PAGES).flatMap((page: PageDescription) =>
    screenKinds(page).map((screen) =>
      pageRoute(
        `${page.path}${SCREEN_PATHS[screen]}`,
        page,
        screen,
        screenLoader(page.key as PageKey, screen),
        options,
      ),
    ),
  );
}

/**
 * `main` reaches the main layout; the app passes nothing (its layout subscribes to the server's staff
 * alerts itself), stories and tests pass their own stores and alerts.
 */
export function createMainRoutes(
  main: Partial<MainLayoutProps> = {},
  options: AppRouteOptions = {},
): RouteObject[] {
  return [
    {
      element: (
        <SessionGuard>
          <Outlet />
        </SessionGuard>
      ),
      children: [
        {
          lazy: async () => {
            const { MainArea } = await import('./shell/MainArea.tsx');
            return { element: <MainArea {...main} /> };
          },
          children: productRoutes(options),
        },
      ],
    },
  ];
}
