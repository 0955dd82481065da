import { createMemoryRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createBaseRoutes, discoverMainRoutes, NOT_FOUND_PATH } from './baseRoutes.tsx';
import { routerReady } from './routerReady.ts';
import type { RouteHandle } from './shell/routeHandle.ts';

/** A router as the app makes it (App.tsx), counting the times the signed-in routes are asked for. */
function appRouter(path: string) {
  const discover = discoverMainRoutes();
  const asked = vi.fn<PatchRoutesOnNavigationFunction>((args) => discover(args));
  const router = createMemoryRouter(createBaseRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: asked,
  });
  return { router, asked };
}

/** The page key and path pattern of the deepest route matched now. */
function shown(router: ReturnType<typeof appRouter>['router']) {
  const last = router.state.matches.at(-1);
  return { page: (last?.route.handle as RouteHandle | undefined)?.pageKey, path: last?.route.path };
}

/** How many routes the table holds, all levels. */
function countRoutes(routes: readonly { children?: readonly unknown[] }[]): number {
  return routes.reduce(
    (sum, route) =>
      sum + 1 + countRoutes((route.children ?? []) as readonly { children?: readonly unknown[] }[]),
    0,
  );
}

describe('the routes the app starts with', () => {
  it('open a sign-in page without the signed-in area’s routes', async () => {
    const { router, asked } = appRouter('/auth/login');
    await routerReady(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('login');
    expect(asked).not.toHaveBeenCalled();
    expect(countRoutes(router.routes)).toBe(countRoutes(createBaseRoutes()));
  });

  it('add the signed-in area’s routes once, on the first navigation that needs them', async () => {
    const { router, asked } = appRouter('/auth/login');
    await routerReady(router);
    const before = countRoutes(router.routes);

    await router.navigate('/ecommerce/orders');
    expect(shown(router)).toEqual({ page: 'orders', path: '/ecommerce/orders' });
    const after = countRoutes(router.routes);
    expect(after).toBeGreaterThan(before);

    // An address with a parameter asks again; nothing is added twice.
    await router.navigate('/catalog/products/edit/42');
    expect(shown(router)).toEqual({ page: 'products', path: '/catalog/products/edit/:id?' });
    await router.navigate('/ecommerce/orders/view/7');
    expect(asked.mock.calls.length).toBeGreaterThan(1);
    expect(countRoutes(router.routes)).toBe(after);
  });

  it('open a deep link into the signed-in area from the start', async () => {
    const { router } = appRouter('/users/customers/edit/9');
    await routerReady(router);
    expect(shown(router)).toEqual({ page: 'customers', path: '/users/customers/edit/:id?' });
  });

  it('still send an unknown address to the not-found page once the routes are known', async () => {
    const { router, asked } = appRouter('/no/such/page');
    await routerReady(router);
    expect(asked).toHaveBeenCalledTimes(1);
    // With every route known the top-level catch-all still matches; it sends the visitor to the
    // not-found page.
    expect(router.state.matches.map((match) => match.route.path)).toEqual([undefined, '*']);
    const notFound = router.state.matches[1]?.route.element as { props: { to: string } };
    expect(notFound.props.to).toBe(NOT_FOUND_PATH);
    await router.navigate('/ecommerce/orders');
    expect(shown(router).page).toBe('orders');
  });
});
