// The routes the app starts with: / (public), /auth/* and the not-found catch-all. The signed-in area's
// routes (mainRoutes.tsx, one per page description of shell/pages.ts) join them on the first navigation
// that needs them (discoverMainRoutes), so a sign-in page loads neither the product's route table nor any
// screen. Every page, sign-in included, is a route `lazy` module: the router loads the modules of the
// address it opens at once, alongside the session check.
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { AppRouteOptions } from './mainRoutes.tsx';
import { authTitles } from './pages/auth/authTitles.ts';
import { AuthPagesLayout } from './shell/AuthPagesLayout.tsx';
import type { MainLayoutProps } from './shell/MainLayout.tsx';
import type { PageLoader } from './shell/pages.ts';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { RouteEffects } from './shell/RouteEffects.tsx';
import type { RouteHandle } from './shell/routeHandle.ts';

export const NOT_FOUND_PATH = '/auth/404';

/** The route the signed-in area's routes are added under. */
const ROOT_ROUTE_ID = 'root';

function authRoute(path: string, title: RouteHandle['title'], loader: PageLoader): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => {
      const { default: Page } = await loader();
      return { element: <Page /> };
    },
  };
}

/** The starting routes, with `mainRoutes` (the signed-in area) when they are known at once. */
export function createBaseRoutes(mainRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RouteEffects />,
      children: [
        { path: '/', element: <PublicLayout /> },
        {
          path: '/auth',
          element: <AuthPagesLayout />,
          children: [
            { index: true, element: <Navigate to="login" replace /> },
            // A lazy module like the others, not part of the app's first chunk: that chunk is loaded by every
            // page, and the sign-in form's react-hook-form (≈ 11 KB gzip) is no use to a signed-in list page.
            authRoute('login', authTitles.login, () => import('./pages/auth/LoginPage.tsx')),
            authRoute('register', authTitles.register, () => import('./pages/auth/RegisterPage.tsx')),
            authRoute(
              'forgot-password',
              authTitles.forgotPassword,
              () => import('./pages/auth/ForgotPasswordPage.tsx'),
            ),
            authRoute(
              'reset-password',
              authTitles.resetPassword,
              () => import('./pages/auth/ResetPasswordPage.tsx'),
            ),
            authRoute('lockscreen', authTitles.lockscreen, () => import('./pages/auth/LockscreenPage.tsx')),
            authRoute('404', authTitles.notFound, () => import('./pages/auth/NotFoundPage.tsx')),
            authRoute('500', authTitles.serverError, () => import('./pages/auth/ServerErrorPage.tsx')),
            { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
          ],
        },
        ...mainRoutes,
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

/**
 * The router's `patchRoutesOnNavigation`: the first navigation to an address the starting routes do not
 * know (or know only as not found) loads the signed-in area's routes and adds them, once. After that it
 * returns at once (the router asks again for every address with a parameter, such as an edit page's).
 */
export function discoverMainRoutes(
  main: Partial<MainLayoutProps> = {},
  options: AppRouteOptions = {},
): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    const { createMainRoutes } = await import('./mainRoutes.tsx');
    // A navigation that was overtaken patches nothing; the next one does.
    if (added || signal.aborted) return;
    patch(ROOT_ROUTE_ID, createMainRoutes(main, options));
    added = true;
  };
}
