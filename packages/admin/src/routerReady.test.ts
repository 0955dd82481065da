import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from './routerReady.ts';

describe('routerReady', () => {
  it('waits for the lazy route of the first address, then resolves', async () => {
    let loadPage: (module: { Component: () => null }) => void = () => {};
    const router = createMemoryRouter(
      [{ path: '/orders', lazy: () => new Promise((resolve) => (loadPage = resolve)) }],
      { initialEntries: ['/orders'] },
    );
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);

    loadPage({ Component: () => null });
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router with nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }]);
    expect(router.state.initialized).toBe(true);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
