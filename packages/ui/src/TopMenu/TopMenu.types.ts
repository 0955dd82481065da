import type { HTMLAttributes, ReactNode } from 'react';
import type { MenuItem, RenderMenuLink, SideMenuColor } from '../SideMenu/index.ts';

export interface TopMenuProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'color' | 'children' | 'defaultValue'
> {
  /** The menu tree, already filtered for the signed-in role; group headings become dropdowns. */
  items: MenuItem[];
  /** Key of the page being shown: rendered with aria-current="page". */
  selectedKey?: string;
  /** Key of the open dropdown (controlled); '' when none is open. */
  value?: string;
  /** Dropdown open on first render when value is not controlled. */
  defaultValue?: string;
  /** Called when a dropdown opens or closes. */
  onValueChange?: (value: string) => void;
  /** Most top-level entries shown before the rest move to the More menu; by default as many as fit. */
  maxVisible?: number;
  /** Label of the overflow dropdown. */
  moreLabel?: string;
  /** Menu colour scheme; the theme switches the --ui-menu-* tokens. */
  color?: SideMenuColor;
  /** Logo or product name at the inline start of the bar. */
  header?: ReactNode;
  /** Link renderer for the app's router; defaults to a plain <a href>. */
  renderLink?: RenderMenuLink;
  /** Called when a link is followed. */
  onItemClick?: (item: MenuItem) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
}
