import type { LayoutPreset } from '@market/themes';
import type { ReactNode } from 'react';
import type { FooterProps } from '../Footer/index.ts';
import type { MenuItem, RenderMenuLink } from '../SideMenu/index.ts';

/** Texts of the shell itself, with English defaults; the app passes translations. */
export interface AppShellLabels {
  /** The skip link, first in the tab order. */
  skipToContent: string;
  /** Accessible name of the main menu landmark. */
  menu: string;
  /** Accessible name of the button that opens the mobile menu. */
  openMenu: string;
  /** Accessible name of the mobile menu's close button. */
  closeMenu: string;
  /** Accessible name of the breadcrumb trail. */
  breadcrumbs: string;
}

/**
 * The layout keys of the settings store; spread the stored settings straight in
 * (keys the shell does not use, such as locale, are ignored).
 */
export interface AppShellLayout extends Partial<LayoutPreset> {
  /** Width of the side menu in px (the `leftMenuWidth` setting, 256–330). */
  leftMenuWidth?: number;
  /** The side menu scrolls with the page instead of staying in view. */
  isMenuUnfixed?: boolean;
}

export interface AppShellProps extends AppShellLayout {
  /** The menu tree, already filtered for the signed-in role. */
  menuItems: MenuItem[];
  /** Key of the page being shown, highlighted in the menu. */
  selectedKey?: string;
  /** Logo or product name at the top of the menu and the mobile drawer. */
  logo?: ReactNode;
  /** The logo mark alone (with its accessible name) for the collapsed and compact menus. */
  logoCompact?: ReactNode;
  /** Link renderer for the app's router, used by the menus and breadcrumbs. */
  renderLink?: RenderMenuLink;
  /** Called when a menu link is followed. */
  onMenuItemClick?: (item: MenuItem) => void;
  /** Expanded sub-menus of the side menu and mobile drawer (controlled, so the app can keep them across reloads). */
  menuOpenKeys?: string[];
  /** Called with the new list of expanded sub-menu keys. */
  onMenuOpenKeysChange?: (keys: string[]) => void;
  /** Called by the side menu's collapse toggle; without it the toggle is hidden. */
  onMenuCollapsedChange?: (collapsed: boolean) => void;
  /** Top bar content by slot (search, language, notifications, profile…). */
  topbar?: { start?: ReactNode; center?: ReactNode; end?: ReactNode };
  /** The breadcrumb trail from home to this page; the last item is the current page. */
  breadcrumbs?: MenuItem[];
  /** Footer content; its look follows `layoutFooter`. */
  footer?: Omit<FooterProps, 'variant'>;
  /** Phone-sized screen (under 768 px, computed by the app): the menu moves into a drawer. */
  isMobileView?: boolean;
  /** Whether the mobile drawer is open (controlled). */
  mobileMenuOpen?: boolean;
  /** Mobile drawer open on first render when uncontrolled. */
  defaultMobileMenuOpen?: boolean;
  /** Called when the mobile drawer opens or closes. */
  onMobileMenuOpenChange?: (open: boolean) => void;
  /** Texts to translate; missing keys fall back to English. */
  labels?: Partial<AppShellLabels>;
  /** The page. */
  children: ReactNode;
}
