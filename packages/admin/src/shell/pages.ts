// The product's pages by key, derived from the area manifests (shell/areas.ts): their routes, titles,
// permissions and where their screens are. Routes (mainRoutes.tsx with shell/screens.ts), breadcrumbs, page
// titles and the menus (shell/navigation.tsx) all derive from it. It holds no screen code and no icons, so
// the route table stays small and a screen may read another page's path from it without an import circle.
import type { ComponentType } from 'react';
import { AREAS } from './areas.ts';
import { pagesOf, type AreaPages, type PageNode } from './manifest.ts';
import { titles } from './titles.ts';

export { titles };

/** A page module loaded when its route is first visited (route-level code splitting). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A page as its area's manifest describes it. */
export type PageDescription = PageNode;

type Pages = AreaPages<(typeof AREAS)[number]>;

/** Every product page (list route, plus edit/view where the page has them), in menu order. */
export const PAGES: Pages = Object.fromEntries(
  AREAS.flatMap((area) => pagesOf(area.menu)).map((page) => [page.key, page]),
) as unknown as Pages;

export type PageKey = keyof typeof PAGES;

/** The folder (under packages/admin/src) of each page's screens, from its area. */
export const PAGE_FOLDERS: Readonly<Record<PageKey, string>> = Object.fromEntries(
  AREAS.flatMap((area) => pagesOf(area.menu).map((page) => [page.key, area.folder])),
) as Record<PageKey, string>;
