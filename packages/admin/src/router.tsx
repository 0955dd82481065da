// The route table, derived from the page descriptions in shell/navigation.tsx: / public, /auth/*
// auth layout, everything else the main layout behind the session guard. Every page loads when it
// is first visited (React.lazy per page).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { defineMessages } from 'react-intl';
import { Navigate, type RouteObject } from 'react-router';
import { AuthPagesLayout } from './shell/AuthPagesLayout.tsx';
import { MainLayout, type MainLayoutProps } from './shell/MainLayout.tsx';
import { PAGES, type PageDescription, type PageLoader } from './shell/navigation.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { RouteEffects } from './shell/RouteEffects.tsx';
import type { RouteHandle } from './shell/routeHandle.ts';
import { HOME_PATH, RequireResource, SessionGuard } from './shell/SessionGuard.tsx';

export const NOT_FOUND_PATH = '/auth/404';

const authTitles = defineMessages({
  login: { id: 'route.auth.login', defaultMessage: 'Sign in' },
  register: { id: 'route.auth.register', defaultMessage: 'Create an account' },
  forgotPassword: { id: 'route.auth.forgotPassword', defaultMessage: 'Forgot password' },
  lockscreen: { id: 'route.auth.lockscreen', defaultMessage: 'Locked' },
  notFound: { id: 'route.auth.notFound', defaultMessage: 'Page not found' },
  serverError: { id: 'route.auth.serverError', defaultMessage: 'Server error' },
});

const placeholder: PageLoader = () => import('./pages/PlaceholderPage.tsx');

const lazyCache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
/** One lazy component per module, so a page keeps its identity across renders. */
function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyCache.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyCache.set(loader, page);
  }
  return page;
}

function pageRoute(
  path: string,
  page: PageDescription,
  screen: RouteHandle['screen'],
  loader: PageLoader | undefined,
): RouteObject {
  const Page = lazyPage(loader ?? placeholder);
  const handle: RouteHandle = { title: page.title, pageKey: page.key, screen, resource: page.resource };
  return {
    path,
    handle,
    element: (
      <RequireResource resource={page.resource}>
        <Page />
      </RequireResource>
    ),
  };
}

/** The list, edit and view routes of every product page. */
export function productRoutes(): RouteObject[] {
  return Object.values(PAGES).flatMap((page: PageDescription) => [
    pageRoute(page.path, page, 'list', page.list),
    ...(page.editable ? [pageRoute(`${page.path}/edit/:id?`, page, 'edit', page.edit)] : []),
    ...(page.viewable ? [pageRoute(`${page.path}/view/:id?`, page, 'view', page.view)] : []),
  ]);
}

function authRoute(path: string, title: RouteHandle['title'], loader: PageLoader): RouteObject {
  const Page = lazyPage(loader);
  return { path, handle: { title } satisfies RouteHandle, element: <Page /> };
}

export function createAppRoutes(main: MainLayoutProps): RouteObject[] {
  return [
    {
      element: <RouteEffects />,
      children: [
        { path: '/', element: <PublicLayout /> },
        {
          path: '/auth',
          element: <AuthPagesLayout />,
          children: [
            { index: true, element: <Navigate to="login" replace /> },
            authRoute('login', authTitles.login, () => import('./pages/auth/LoginPage.tsx')),
            authRoute('register', authTitles.register, () => import('./pages/auth/RegisterPage.tsx')),
            authRoute(
              'forgot-password',
              authTitles.forgotPassword,
              () => import('./pages/auth/ForgotPasswordPage.tsx'),
            ),
            authRoute('lockscreen', authTitles.lockscreen, () => import('./pages/auth/LockscreenPage.tsx')),
            authRoute('404', authTitles.notFound, () => import('./pages/auth/NotFoundPage.tsx')),
            authRoute('500', authTitles.serverError, () => import('./pages/auth/ServerErrorPage.tsx')),
            { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
          ],
        },
        {
          element: (
            <SessionGuard>
              <MainLayout {...main} />
            </SessionGuard>
          ),
          children: productRoutes(),
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export { HOME_PATH };
