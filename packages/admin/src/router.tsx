// The whole route table at once, for stories and tests. The app starts with the base routes and adds the
// signed-in area's on demand (App.tsx: createAppRouter, baseRoutes.tsx: discoverMainRoutes).
import type { RouteObject } from 'react-router';
import { createBaseRoutes } from './baseRoutes.tsx';
import { createMainRoutes, type AppRouteOptions } from './mainRoutes.tsx';
import type { MainLayoutProps } from './shell/MainLayout.tsx';

/**
 * `main` reaches the main layout; stories and tests pass their own stores and alerts. `options` are the
 * list pages' (mainRoutes.tsx).
 */
export function createAppRoutes(
  main: Partial<MainLayoutProps> = {},
  options: AppRouteOptions = {},
): RouteObject[] {
  return createBaseRoutes(createMainRoutes(main, options));
}
