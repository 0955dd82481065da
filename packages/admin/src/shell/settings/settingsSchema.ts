// What each setting may hold. One parser reads local storage and URL query parameters alike,
// so a value that came from either place is checked the same way before it reaches the shell.
import { STYLE_NAMES, VARIANT_NAMES } from '@market/themes';
import { defaultShellSettings, MENU_WIDTH_MAX, MENU_WIDTH_MIN, type ShellSettings } from '@market/ui';

export type SettingKey = keyof ShellSettings;

/** The allowed values of every setting that is a choice (booleans and numbers are checked by type). */
const CHOICES: { [K in SettingKey]?: readonly string[] } = {
  preselectedVariant: VARIANT_NAMES,
  version: STYLE_NAMES,
  theme: ['default', 'dark'],
  locale: ['en-US', 'ar-EG'],
  layoutMenu: ['classic', 'flyout', 'simply', 'noMenu'],
  menuLayoutType: ['left', 'top'],
  flyoutMenuType: ['flyout', 'default', 'compact'],
  menuColor: ['white', 'gray', 'dark'],
  flyoutMenuColor: ['white', 'gray', 'dark', 'blue'],
  layoutTopbar: ['v1', 'none'],
  layoutBreadcrumbs: ['v1', 'v2', 'none'],
  layoutFooter: ['v1', 'v2', 'v3', 'v4', 'none'],
  routerAnimation: ['none', 'slide-fadein-up', 'slide-fadein-right', 'fadein', 'zoom-fadein'],
  authPagesColor: ['white', 'gray', 'image'],
};

export const SETTING_KEYS = Object.keys(defaultShellSettings) as SettingKey[];

export function isSettingKey(name: string): name is SettingKey {
  return Object.hasOwn(defaultShellSettings, name);
}

/**
 * Reads the text form of a setting ('true'/'false' for flags, digits for the menu width, a known
 * word for a choice, #rrggbb for the colour). Anything else gives undefined: the value is ignored.
 */
export function parseSettingValue<K extends SettingKey>(key: K, raw: string): ShellSettings[K] | undefined {
  const fallback = defaultShellSettings[key];
  let value: unknown;
  if (typeof fallback === 'boolean') {
    value = raw === 'true' ? true : raw === 'false' ? false : undefined;
  } else if (typeof fallback === 'number') {
    const n = Number(raw);
    value =
      raw.trim() !== '' && Number.isInteger(n)
        ? Math.min(MENU_WIDTH_MAX, Math.max(MENU_WIDTH_MIN, n))
        : undefined;
  } else if (key === 'primaryColor') {
    value = /^#[0-9a-f]{6}$/i.test(raw) ? raw.toLowerCase() : undefined;
  } else {
    value = CHOICES[key]?.includes(raw) ? raw : undefined;
  }
  return value as ShellSettings[K] | undefined;
}

/** The text a setting is stored as under app.settings.<key>. */
export function formatSettingValue(value: ShellSettings[SettingKey]): string {
  return String(value);
}

/** Settings named in a query string (`?isMenuCollapsed=true&theme=dark`); unknown names are left alone. */
export function parseSettingsQuery(search: string): Partial<ShellSettings> {
  const params = new URLSearchParams(search);
  const changes: Partial<Record<SettingKey, unknown>> = {};
  for (const [name, raw] of params) {
    if (!isSettingKey(name)) continue;
    const value = parseSettingValue(name, raw);
    if (value !== undefined) changes[name] = value;
  }
  return changes as Partial<ShellSettings>;
}
