// The menu tree as the signed-in role sees it, and what else is read from it: the ui's menu
// items, the breadcrumb trail of a page, the selected item and the command palette's pages.
import { canAccess, type Role } from '@market/domain';
import type { CommandPaletteGroup, MenuItem } from '@market/ui';
import type { IntlShape } from 'react-intl';
import type { MenuEntry } from './navigation.tsx';

function allowed(entry: MenuEntry, role: Role | null | undefined): boolean {
  if (entry.resource && !canAccess(role, entry.resource)) return false;
  if (entry.roles && (!role || !entry.roles.includes(role))) return false;
  return true;
}

/** Drops what the role may not use, then any heading or parent left with no children. */
export function menuForRole(entries: MenuEntry[], role: Role | null | undefined): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (!allowed(entry, role)) continue;
    if (entry.children) {
      const children = menuForRole(entry.children, role);
      if (children.length === 0) continue;
      visible.push({ ...entry, children });
    } else {
      visible.push(entry);
    }
  }
  return visible;
}

/** The ui's menu items: titles translated, icons rendered. */
export function toMenuItems(entries: MenuEntry[], intl: IntlShape): MenuItem[] {
  return entries.map((entry) => {
    const Icon = entry.icon;
    const item: MenuItem = { key: entry.key, title: intl.formatMessage(entry.title) };
    if (entry.url) item.url = entry.url;
    if (Icon) item.icon = <Icon aria-hidden="true" />;
    if (entry.children) item.children = toMenuItems(entry.children, intl);
    if (entry.category) item.category = true;
    if (entry.count !== undefined) item.count = entry.count;
    if (entry.target) item.target = entry.target;
    if (entry.disabled) item.disabled = true;
    return item;
  });
}

/** Every entry with a url, depth first, with the entries above it. */
export function menuLinks(
  entries: MenuEntry[],
  above: MenuEntry[] = [],
): { entry: MenuEntry; above: MenuEntry[] }[] {
  return entries.flatMap((entry) => [
    ...(entry.url ? [{ entry, above }] : []),
    ...menuLinks(entry.children ?? [], [...above, entry]),
  ]);
}

/** The entries from the top of the tree down to `key` (empty when it is not in the tree). */
export function menuTrail(entries: MenuEntry[], key: string | undefined): MenuEntry[] {
  if (!key) return [];
  const found = menuLinks(entries).find(({ entry }) => entry.key === key);
  return found ? [...found.above, found.entry] : [];
}

/**
 * The menu item of the page shown: the link whose url is exactly this address (so
 * /reports?type=sales-orders selects that report), else the link of the route's page.
 */
export function selectedMenuKey(
  entries: MenuEntry[],
  pathname: string,
  search: string,
  pageKey: string | undefined,
): string | undefined {
  const links = menuLinks(entries);
  const here = pathname + search;
  return (
    links.find(({ entry }) => entry.url === here)?.entry.key ??
    links.find(({ entry }) => entry.url === pathname)?.entry.key ??
    links.find(({ entry }) => entry.key === pageKey)?.entry.key
  );
}

/** One palette group per menu heading, holding every page of it the role may open. */
export function paletteGroups(entries: MenuEntry[], intl: IntlShape): CommandPaletteGroup[] {
  return entries
    .map((top) => {
      const links = top.url ? [{ entry: top, above: [] as MenuEntry[] }] : menuLinks(top.children ?? [], []);
      return {
        key: top.key,
        heading: intl.formatMessage(top.title),
        items: links.map(({ entry, above }) => {
          const description = above.map((a) => intl.formatMessage(a.title)).join(' › ');
          return {
            key: entry.key,
            title: intl.formatMessage(entry.title),
            ...(entry.url ? { url: entry.url } : {}),
            ...(description ? { description } : {}),
          };
        }),
      };
    })
    .filter((g) => g.items.length > 0);
}
