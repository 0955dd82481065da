import type { LayoutPreset, StyleName, VariantName } from '@market/themes';

/** How a page enters when the route changes. */
export type RouterAnimation = 'none' | 'slide-fadein-up' | 'slide-fadein-right' | 'fadein' | 'zoom-fadein';

/** Every setting of the app shell, as the settings store keeps them under app.settings.<key>. */
export interface ShellSettings extends LayoutPreset {
  /** The variant last picked as a preset (accent colour and layout). */
  preselectedVariant: VariantName;
  /** The style: fluent, clean or air. */
  version: StyleName;
  /** Light ('default') or dark colours. */
  theme: 'default' | 'dark';
  /** Accent colour as #rrggbb; replaces the variant's. */
  primaryColor: string;
  /** Interface language; Arabic also turns the layout right to left. */
  locale: 'en-US' | 'ar-EG';
  /** Width of the side menu in px, 256–330. */
  leftMenuWidth: number;
  /** Page transition between routes. */
  routerAnimation: RouterAnimation;
  /** The side menu scrolls with the page instead of staying in place. */
  isMenuUnfixed: boolean;
  /** Background of the sign-in and other auth pages. */
  authPagesColor: 'white' | 'gray' | 'image';
  /** Show a top bar on the auth pages. */
  isAuthTopbar: boolean;
}

/** The collapsible groups of the panel. */
export type SettingsGroup = 'application' | 'layout' | 'menu' | 'topbar' | 'breadcrumbs' | 'footer';

/** A position in px from the inline-start and block-start edges of the viewport. */
export interface PanelPosition {
  /** Distance from the inline start (the left in LTR, the right in RTL). */
  x: number;
  /** Distance from the top. */
  y: number;
}

/** Every visible text of the panel with English defaults; the app passes translations. */
export interface SettingsPanelLabels {
  /** Panel title. */
  title: string;
  /** Accessible name of the floating gear button. */
  open: string;
  /** Accessible name of the close button. */
  close: string;
  /** Read after the title on the header handle: how to move the panel. */
  moveHint: string;
  /** Group headings. */
  groups: Record<SettingsGroup, string>;
  /** Names of the nine variants on the preset cards. */
  variants: Record<VariantName, string>;
  /** Field labels, by setting key. */
  fields: Record<Exclude<keyof ShellSettings, 'preselectedVariant'> | 'preset', string>;
  /** Names of the choices, by value (shared where values repeat, e.g. none). */
  options: Record<string, string>;
}

export interface SettingsPanelProps {
  /** The current settings (controlled). */
  settings: ShellSettings;
  /** Called with one changed setting. */
  onChange: <K extends keyof ShellSettings>(key: K, value: ShellSettings[K]) => void;
  /** Called when a preset card is picked; the app applies the variant's colour and layout. */
  onPreset: (variant: VariantName) => void;
  /** Whether the panel is open (controlled). */
  open?: boolean;
  /** Open on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the gear, the close button or Escape opens or closes the panel. */
  onOpenChange?: (open: boolean) => void;
  /** Panel position when controlled; undefined keeps it at the inline-end top corner. */
  position?: PanelPosition;
  /** Panel position on first render when uncontrolled. */
  defaultPosition?: PanelPosition;
  /** Called while the panel is dragged or moved with the arrow keys. */
  onPositionChange?: (position: PanelPosition) => void;
  /** Groups expanded when the panel opens (default: application). */
  defaultGroups?: SettingsGroup[];
  /** Texts to translate; missing keys fall back to English. */
  labels?: Partial<SettingsPanelLabels>;
}
