import type { HTMLAttributes, ReactElement, ReactNode } from 'react';

/** One entry of a navigation menu; the app filters by role before passing items in. */
export interface MenuItem {
  /** Stable identity, matched against selectedKey and openKeys. */
  key: string;
  /** Visible label, already translated. */
  title: string;
  /** Where the item navigates; items without one only group their children. */
  url?: string;
  /** Decorative icon shown before the title (and alone when the menu is collapsed). */
  icon?: ReactNode;
  /** Sub-items shown in a collapsible sub-menu, dropdown or flyout. */
  children?: MenuItem[];
  /** A group heading rather than a link; its children (if any) are the group. */
  category?: boolean;
  /** A count badge, e.g. new customers. */
  count?: number;
  /** Link target, e.g. _blank for an external help centre. */
  target?: string;
  /** Shown but not navigable. */
  disabled?: boolean;
}

/**
 * Renders the link of an item, e.g. with the app's router link. It must return ONE element
 * that passes its props (className, aria-current, onClick…) on to an <a>.
 */
export type RenderMenuLink = (item: MenuItem, content: ReactNode) => ReactElement;

export type SideMenuColor = 'white' | 'gray' | 'dark';

export interface SideMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'color' | 'children'> {
  /** The menu tree, already filtered for the signed-in role. */
  items: MenuItem[];
  /** Key of the page being shown: rendered with aria-current="page". */
  selectedKey?: string;
  /** Keys of the expanded sub-menus (controlled, so the app can persist them). */
  openKeys?: string[];
  /** Expanded sub-menus on first render when openKeys is not controlled. */
  defaultOpenKeys?: string[];
  /** Called with the new list of expanded sub-menu keys. */
  onOpenKeysChange?: (keys: string[]) => void;
  /** Icons-only rail: headings hidden, titles in tooltips, children in a flyout. */
  collapsed?: boolean;
  /** Collapsed state on first render when collapsed is not controlled. */
  defaultCollapsed?: boolean;
  /** Called by the collapse toggle with the new state. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Shows the collapse toggle at the bottom (hidden inside a mobile drawer). */
  showCollapseToggle?: boolean;
  /** Menu colour scheme; the theme switches the --ui-menu-* tokens. */
  color?: SideMenuColor;
  /** Casts a shadow on the content beside the menu. */
  shadow?: boolean;
  /** Logo or product name shown above the items. */
  header?: ReactNode;
  /** Link renderer for the app's router; defaults to a plain <a href>. */
  renderLink?: RenderMenuLink;
  /** Called when a link is followed, e.g. to close a mobile drawer. */
  onItemClick?: (item: MenuItem) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** Accessible name of the toggle when it collapses the menu. */
  collapseLabel?: string;
  /** Accessible name of the toggle when it expands the menu. */
  expandLabel?: string;
}
