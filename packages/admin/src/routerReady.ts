import type { DataRouter } from 'react-router';

/**
 * Resolves once the router has loaded the modules, and run the loaders, of the address it was created at
 * (at once when it already has). main.tsx waits for it before the first render.
 */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
