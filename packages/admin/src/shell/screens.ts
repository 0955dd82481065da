/// <reference types="vite/client" />
// Where each page's screens are: the route table's lazy loaders, found from the area manifests by module
// name, with no hand-kept list of imports. Vite turns the glob into one `import()` per screen module, so a
// screen is still its own chunk, loaded when its route is first visited; nothing here is imported eagerly.
//
// A screen module is a lower-case module of an area's folder (resources/catalog/categories.tsx: the
// description and `export const { List, Edit } = resourceScreens(...)`) or a page of its own
// (`*Page.tsx`). Only the route table and the tests import this file; no screen does, so no import circle
// runs through it.
import type { ComponentType } from 'react';
import { PAGE_FOLDERS, PAGES, type PageDescription, type PageKey, type PageLoader } from './pages.ts';

export type ScreenKind = 'list' | 'edit' | 'view';

type ScreenModule = Record<string, unknown>;

/** Every screen module, keyed by its path from here (`../resources/catalog/categories.tsx`). */
export const SCREEN_MODULES: Record<string, () => Promise<ScreenModule>> = import.meta.glob<ScreenModule>([
  '../resources/*/[a-z]*.tsx',
  '../resources/*/*Page.tsx',
  '../analytics/*Page.tsx',
  '../jobs/*Page.tsx',
  '!../resources/framework/**',
  '!../**/*.stories.tsx',
  '!../**/*.test.tsx',
  // A part of the wallet screens (wallets.tsx), not a page.
  '!../resources/wallet/WalletAccountPage.tsx',
]);

const DEFAULT_EXPORT: Record<ScreenKind, string> = { list: 'List', edit: 'Edit', view: 'View' };

/** The module (its SCREEN_MODULES key) and export of a page's screen. */
export function screenOf(key: PageKey, kind: ScreenKind): { module: string; export: string } {
  const page: PageDescription = PAGES[key];
  const spec = page[kind] ?? DEFAULT_EXPORT[kind];
  const [module, name] = spec.includes('#') ? spec.split('#') : [page.module ?? page.key, spec];
  return { module: `../${PAGE_FOLDERS[key]}/${module}.tsx`, export: name ?? spec };
}

/** The screens a page has: its list, and its edit form and details when it is editable or viewable. */
export function screenKinds(page: PageDescription): ScreenKind[] {
  return ['list', ...(page.editable ? ['edit' as const] : []), ...(page.viewable ? ['view' as const] : [])];
}

/** The lazy loader of a page's screen; undefined when its module is not there. */
export function screenLoader(key: PageKey, kind: ScreenKind): PageLoader | undefined {
  const { module, export: name } = screenOf(key, kind);
  const load = SCREEN_MODULES[module];
  if (!load) return undefined;
  return () =>
    load().then((m) => {
      const screen = m[name];
      if (!screen) throw new Error(`${module} has no export ${name} (page ${key}, ${kind})`);
      return { default: screen as ComponentType };
    });
}
