import type { HTMLAttributes, ReactNode } from 'react';
import type { MenuItem, RenderMenuLink } from '../SideMenu/index.ts';

/** flyout: rows of icon and title; default: narrow tiles with the title under the icon; compact: icons only. */
export type FlyoutMenuType = 'flyout' | 'default' | 'compact';

export type FlyoutMenuColor = 'white' | 'gray' | 'dark' | 'blue';

export interface FlyoutMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'color' | 'children'> {
  /** The menu tree, already filtered for the signed-in role. */
  items: MenuItem[];
  /** Key of the page being shown: rendered with aria-current="page". */
  selectedKey?: string;
  /** Key of the item whose flyout is open (controlled); null when none is. */
  openKey?: string | null;
  /** Flyout open on first render when openKey is not controlled. */
  defaultOpenKey?: string | null;
  /** Called when a flyout opens or closes. */
  onOpenKeyChange?: (key: string | null) => void;
  /** Milliseconds the flyout stays after the pointer leaves, so a diagonal move to it does not close it. */
  closeDelay?: number;
  /** Rail layout. */
  type?: FlyoutMenuType;
  /** Menu colour scheme; the theme switches the --ui-menu-* tokens. */
  color?: FlyoutMenuColor;
  /** Casts a shadow on the content beside the menu. */
  shadow?: boolean;
  /** Logo shown above the rail. */
  header?: ReactNode;
  /** Link renderer for the app's router; defaults to a plain <a href>. */
  renderLink?: RenderMenuLink;
  /** Called when a link is followed. */
  onItemClick?: (item: MenuItem) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
}
