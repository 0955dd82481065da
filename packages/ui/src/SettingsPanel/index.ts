export { SettingsPanel } from './SettingsPanel.tsx';
export type {
  PanelPosition,
  RouterAnimation,
  SettingsGroup,
  SettingsPanelLabels,
  SettingsPanelProps,
  ShellSettings,
} from './SettingsPanel.types.ts';
export { defaultShellSettings, MENU_WIDTH_MAX, MENU_WIDTH_MIN, withVariantPreset } from './shellSettings.ts';
