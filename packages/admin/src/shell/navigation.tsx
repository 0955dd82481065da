// The menus, derived from the area manifests (shell/areas.ts): one group per area, its pages and links in
// the manifest's order, icons resolved by name (shell/menuIcons.ts). The role-filtered side, top and
// flyout menus, the breadcrumbs and the command palette all derive from MENU (shell/menu.tsx).
import type { Resource, Role } from '@market/domain';
import type { LucideIcon } from 'lucide-react';
import { type MessageDescriptor } from 'react-intl';
import { AREAS } from './areas.ts';
import type { AreaManifest, MenuNode } from './manifest.ts';
import { MENU_ICONS, type MenuIconName } from './menuIcons.ts';

export { REPORT_TYPES } from '../analytics/area.ts';
export { CUSTOMERS_BADGE } from '../resources/users/area.ts';

export interface MenuEntry {
  key: string;
  title: MessageDescriptor;
  url?: string;
  icon?: LucideIcon;
  children?: MenuEntry[];
  /** A group heading, not a link. */
  category?: boolean;
  /** Shown only to roles the matrix lets use this resource. */
  resource?: Resource;
  /** Shown only to these roles (on top of the resource check); no list shows it to all. */
  roles?: Role[];
  /** A count badge. */
  count?: number;
  target?: string;
  disabled?: boolean;
}

const icon = (name: MenuIconName | undefined): { icon?: LucideIcon } =>
  name ? { icon: MENU_ICONS[name] } : {};

function entries(nodes: readonly MenuNode[]): MenuEntry[] {
  return nodes.flatMap((node): MenuEntry[] => {
    switch (node.kind) {
      case 'page':
        if (node.inMenu === false) return [];
        return [
          {
            key: node.key,
            title: node.title,
            url: node.path,
            resource: node.resource,
            ...icon(node.icon),
            ...(node.count !== undefined ? { count: node.count } : {}),
          },
        ];
      case 'link':
        return [
          {
            key: node.key,
            title: node.title,
            url: node.url,
            resource: node.resource,
            ...icon(node.icon),
            ...(node.roles ? { roles: node.roles } : {}),
          },
        ];
      case 'submenu':
        return [
          {
            key: node.key,
            title: node.title,
            ...icon(node.icon),
            ...(node.resource ? { resource: node.resource } : {}),
            children: entries(node.children),
          },
        ];
    }
  });
}

const group = (area: AreaManifest): MenuEntry => ({
  key: area.key,
  title: area.title,
  category: true,
  children: entries(area.menu),
});

export const MENU: MenuEntry[] = AREAS.map(group);
