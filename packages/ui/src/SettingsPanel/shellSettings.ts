import { DEFAULT_PRIMARY_COLOR, variants } from '@market/themes';
import type { VariantName } from '@market/themes';
import type { ShellSettings } from './SettingsPanel.types.ts';

export const MENU_WIDTH_MIN = 256;
export const MENU_WIDTH_MAX = 330;

/** The settings of a fresh install: the default variant's preset in the fluent style, light, English. */
export const defaultShellSettings: ShellSettings = {
  ...variants.default.preset,
  preselectedVariant: 'default',
  version: 'fluent',
  theme: 'default',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  locale: 'en-US',
  leftMenuWidth: MENU_WIDTH_MIN,
  routerAnimation: 'slide-fadein-up',
  isMenuUnfixed: false,
  authPagesColor: 'white',
  isAuthTopbar: true,
};

/** Applies a variant as a preset: its accent colour and layout, keeping style, theme and locale. */
export function withVariantPreset(settings: ShellSettings, variant: VariantName): ShellSettings {
  return {
    ...settings,
    ...variants[variant].preset,
    preselectedVariant: variant,
    primaryColor: variants[variant].primaryColor,
  };
}
