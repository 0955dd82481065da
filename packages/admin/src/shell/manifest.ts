// What an area manifest is made of (resources/<area>/area.ts, analytics/area.ts, jobs/area.ts): one menu
// group, its pages in menu order, and where each page's screens are. shell/areas.ts lists the areas;
// routes, menus, breadcrumbs, the command palette, page titles and the resource registry derive from them.
//
// A manifest holds no code of a screen and no icon: the route table reads it before the signed-in page is
// drawn, so it stays a few bytes of paths and message ids. A screen is named by its module (found by
// shell/screens.ts) and an icon by its name (resolved by shell/menuIcons.ts, part of the main layout).
import type { Resource, Role } from '@market/domain';
import type { MessageDescriptor } from 'react-intl';
import type { MenuIconName } from './menuIcons.ts';

export interface PageSpec {
  /** The list route, e.g. /ecommerce/orders. */
  path: string;
  /** The permission matrix entry (shared with the server) that decides who may open it. */
  resource: Resource;
  title: MessageDescriptor;
  /** Adds `<path>/edit/:id?`: one page creates (no id) and edits. */
  editable?: boolean;
  /** Adds `<path>/view/:id?`. */
  viewable?: boolean;
  /** Its menu icon (top-level links of a group only). */
  icon?: MenuIconName;
  /** A count badge in the menu. */
  count?: number;
  /** Not a link of the menu (the reports page is reached through its report types). */
  inMenu?: false;
  /** The module of its screens when it is not named as the page (`'orderStatuses'`). */
  module?: string;
  /**
   * The export of its list screen when not `List`; `'Module#Export'` names another module of the folder
   * (`'CatalogSettingsPage#default'`).
   */
  list?: string;
  /** The same for its edit form (default `Edit`). */
  edit?: string;
  /** The same for its details (default `View`). */
  view?: string;
}

/** A page: its key (also its menu key and its `titles`/`PAGES` name) and what it is. */
export interface PageNode<K extends string = string> extends PageSpec {
  kind: 'page';
  key: K;
}

/** A menu entry that is not a page of its own (a report type, "New merchant"). */
export interface MenuLinkSpec {
  kind: 'link';
  key: string;
  title: MessageDescriptor;
  url: string;
  resource: Resource;
  icon?: MenuIconName;
  roles?: Role[];
}

/** A submenu of a group: a titled parent with its own icon (Filters › Filters, Filter groups). */
export interface SubmenuNode<C extends readonly MenuNode[] = readonly MenuNode[]> {
  kind: 'submenu';
  key: string;
  title: MessageDescriptor;
  icon?: MenuIconName;
  /** Shown only to roles the matrix lets use this resource. */
  resource?: Resource;
  children: C;
}

export type MenuNode = PageNode | SubmenuNode | MenuLinkSpec;

export interface AreaManifest<N extends readonly MenuNode[] = readonly MenuNode[]> {
  /** The menu group's key (`group-catalog`). */
  key: string;
  title: MessageDescriptor;
  /** The folder of its screens under packages/admin/src (`resources/catalog`). */
  folder: string;
  menu: N;
}

/** A page of a manifest, with its key. */
export function page<const K extends string, const S extends PageSpec>(key: K, spec: S): PageNode<K> & S {
  return { kind: 'page', key, ...spec };
}

export function submenu<const C extends readonly MenuNode[]>(
  key: string,
  title: MessageDescriptor,
  icon: MenuIconName | undefined,
  children: C,
  resource?: Resource,
): SubmenuNode<C> {
  return {
    kind: 'submenu',
    key,
    title,
    children,
    ...(icon ? { icon } : {}),
    ...(resource ? { resource } : {}),
  };
}

export function link(spec: Omit<MenuLinkSpec, 'kind'>): MenuLinkSpec {
  return { kind: 'link', ...spec };
}

export function defineArea<const N extends readonly MenuNode[]>(area: AreaManifest<N>): AreaManifest<N> {
  return area;
}

/** The pages of a menu (a group's entries, and those of its submenus: one level), as a union. */
type PagesOf<N> = N extends PageNode
  ? N
  : N extends SubmenuNode<infer C>
    ? Extract<C[number], PageNode>
    : never;

/** An area's pages by key. */
export type AreaPages<A extends AreaManifest> = {
  [P in PagesOf<A['menu'][number]> as P['key']]: P;
};

/** Every page of an area's menu tree, in menu order. */
export function pagesOf(nodes: readonly MenuNode[]): PageNode[] {
  return nodes.flatMap((node) =>
    node.kind === 'page' ? [node] : node.kind === 'submenu' ? pagesOf(node.children) : [],
  );
}
