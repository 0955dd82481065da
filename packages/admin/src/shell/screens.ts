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

type Loader = () => Promise<unknown>;

// One glob per export a screen is taken by, so that Vite writes `import(…).then((m) => m.List)` and the
// build still drops what a screen module exports for other uses (its GraphQL fragment text for codegen).
// The patterns are the same in each (Vite wants them written out): an area's lower-case modules, and the
// pages of their own (`*Page.tsx`, their default export).
const byExport: Record<string, Record<string, Loader>> = {
  List: import.meta.glob(
    [
      '../resources/*/[a-z]*.tsx',
      '!../resources/framework/**',
      '!../resources/*/*.stories.tsx',
      '!../resources/*/*.test.tsx',
    ],
    { import: 'List' },
  ),
  Edit: import.meta.glob(
    [
      '../resources/*/[a-z]*.tsx',
      '!../resources/framework/**',
      '!../resources/*/*.stories.tsx',
      '!../resources/*/*.test.tsx',
    ],
    { import: 'Edit' },
  ),
  default: import.meta.glob(
    [
      '../resources/*/*Page.tsx',
      '../analytics/*Page.tsx',
      '../jobs/*Page.tsx',
      '!../resources/framework/**',
      // A part of the wallet screens (wallets.tsx), not a page.
      '!../resources/wallet/WalletAccountPage.tsx',
    ],
    { import: 'default' },
  ),
};
// A module whose screens have other names (the three wallets share one module) is loaded whole.
const whole: Record<string, () => Promise<Record<string, unknown>>> = import.meta.glob<
  Record<string, unknown>
>('../resources/wallet/wallets.tsx');

/** Every screen module's path from here (`../resources/catalog/categories.tsx`). */
export const SCREEN_MODULES: readonly string[] = [
  ...new Set([...Object.values(byExport).flatMap((loaders) => Object.keys(loaders)), ...Object.keys(whole)]),
];

const DEFAULT_EXPORT: Record<ScreenKind, string> = { list: 'List', edit: 'Edit', view: 'View' };

/** The module (its path from here) and export of a page's screen. */
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

/** Every page's screens, in menu order: the page, which screen, and its module and export. */
export function pageScreens() {
  return Object.values(PAGES).flatMap((page: PageDescription) =>
    screenKinds(page).map((kind) => ({ page, kind, ...screenOf(page.key as PageKey, kind) })),
  );
}

/** Loads the export of a screen module; undefined when no glob above takes that module by that export. */
export function screenImport(module: string, name: string): Loader | undefined {
  const byName = byExport[name]?.[module];
  if (byName) return byName;
  const load = whole[module];
  return load && (() => load().then((m) => m[name]));
}

/** The lazy loader of a page's screen; undefined when its module is not there. */
export function screenLoader(key: PageKey, kind: ScreenKind): PageLoader | undefined {
  const { module, export: name } = screenOf(key, kind);
  const load = screenImport(module, name);
  if (!load) return undefined;
  return () =>
    load().then((screen) => {
      if (!screen) throw new Error(`${module} has no export ${name} (page ${key}, ${kind})`);
      return { default: screen as ComponentType };
    });
}
