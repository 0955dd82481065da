// The nine variants. Each is an accent colour AND a preset of layout settings (the template's
// per-variant settings), kept here as data so the settings panel, stories and app share one table.

export const VARIANT_NAMES = [
  'default',
  'waterfall',
  'ocean',
  'sunrise',
  'spring',
  'forest',
  'river',
  'flower',
  'waves',
] as const;
export type VariantName = (typeof VARIANT_NAMES)[number];

export type MenuColor = 'white' | 'gray' | 'dark';
export type FlyoutMenuColor = MenuColor | 'blue';

/** The layout keys a variant presets (names as the settings store them under app.settings.<key>). */
export interface LayoutPreset {
  layoutMenu: 'classic' | 'flyout' | 'simply' | 'noMenu';
  menuLayoutType: 'left' | 'top';
  flyoutMenuType: 'flyout' | 'default' | 'compact';
  menuColor: MenuColor;
  flyoutMenuColor: FlyoutMenuColor;
  isMenuCollapsed: boolean;
  isMenuShadow: boolean;
  isGrayBackground: boolean;
  isGrayTopbar: boolean;
  isTopbarFixed: boolean;
  isTopbarSeparated: boolean;
  layoutTopbar: 'v1' | 'none';
  layoutBreadcrumbs: 'v1' | 'v2' | 'none';
  layoutFooter: 'v1' | 'v2' | 'v3' | 'v4' | 'none';
  isContentMaxWidth: boolean;
  isAppMaxWidth: boolean;
  isCardShadow: boolean;
  isSquaredBorders: boolean;
  isBorderless: boolean;
}

export interface Variant {
  /** The accent every accent ramp is mixed from; a user-picked primary colour replaces it. */
  primaryColor: string;
  preset: LayoutPreset;
}

export const DEFAULT_PRIMARY_COLOR = '#4b7cf3';

const base: LayoutPreset = {
  layoutMenu: 'classic',
  menuLayoutType: 'left',
  flyoutMenuType: 'flyout',
  menuColor: 'white',
  flyoutMenuColor: 'blue',
  isMenuCollapsed: false,
  isMenuShadow: false,
  isGrayBackground: false,
  isGrayTopbar: false,
  isTopbarFixed: false,
  isTopbarSeparated: false,
  layoutTopbar: 'v1',
  layoutBreadcrumbs: 'v1',
  layoutFooter: 'v1',
  isContentMaxWidth: false,
  isAppMaxWidth: false,
  isCardShadow: true,
  isSquaredBorders: false,
  isBorderless: false,
};

export const variants: Record<VariantName, Variant> = {
  default: { primaryColor: DEFAULT_PRIMARY_COLOR, preset: base },
  // Collapsed dark menu over gray chrome: a dense, calm workspace.
  waterfall: {
    primaryColor: '#2f7bbf',
    preset: {
      ...base,
      menuColor: 'dark',
      isMenuCollapsed: true,
      isGrayBackground: true,
      isGrayTopbar: true,
      isTopbarFixed: true,
      layoutBreadcrumbs: 'v2',
      layoutFooter: 'v2',
    },
  },
  // Gray menu with shadow, fixed separated top bar, content capped in width.
  ocean: {
    primaryColor: '#0f7ea8',
    preset: {
      ...base,
      menuColor: 'gray',
      isMenuShadow: true,
      isTopbarFixed: true,
      isTopbarSeparated: true,
      isContentMaxWidth: true,
      layoutFooter: 'v3',
    },
  },
  // Compact dark flyout menu with a separated top bar.
  sunrise: {
    primaryColor: '#d9480f',
    preset: {
      ...base,
      layoutMenu: 'flyout',
      flyoutMenuType: 'compact',
      menuColor: 'dark',
      flyoutMenuColor: 'dark',
      isTopbarSeparated: true,
      layoutBreadcrumbs: 'v2',
      layoutFooter: 'v4',
    },
  },
  // Flyout menu in blue, gray background, borderless cards.
  spring: {
    primaryColor: '#2b8a3e',
    preset: {
      ...base,
      layoutMenu: 'flyout',
      flyoutMenuType: 'flyout',
      flyoutMenuColor: 'blue',
      isGrayBackground: true,
      isBorderless: true,
      layoutFooter: 'v2',
    },
  },
  // Top menu and no top bar.
  forest: {
    primaryColor: '#2f7d4a',
    preset: {
      ...base,
      menuLayoutType: 'top',
      layoutTopbar: 'none',
      isGrayBackground: true,
      isContentMaxWidth: true,
      layoutBreadcrumbs: 'v2',
      layoutFooter: 'v3',
    },
  },
  // The "simply" menu inside an app capped in width.
  river: {
    primaryColor: '#0b7285',
    preset: {
      ...base,
      layoutMenu: 'simply',
      isAppMaxWidth: true,
      isGrayBackground: true,
      isTopbarFixed: true,
      layoutBreadcrumbs: 'none',
      layoutFooter: 'v4',
    },
  },
  // Gray top bar and menu, squared borders, default flyout.
  flower: {
    primaryColor: '#c2255c',
    preset: {
      ...base,
      layoutMenu: 'flyout',
      flyoutMenuType: 'default',
      flyoutMenuColor: 'white',
      menuColor: 'gray',
      isGrayTopbar: true,
      isSquaredBorders: true,
      layoutFooter: 'v2',
    },
  },
  // Top menu in dark with a fixed top bar and flat cards.
  waves: {
    primaryColor: '#6741d9',
    preset: {
      ...base,
      menuLayoutType: 'top',
      menuColor: 'dark',
      isTopbarFixed: true,
      isCardShadow: false,
      isGrayBackground: true,
      layoutBreadcrumbs: 'v2',
      layoutFooter: 'none',
    },
  },
};
