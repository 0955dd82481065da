export {
  appSettingsStore,
  SettingsProvider,
  useSetting,
  useSettingsPick,
  useSettingsStore,
} from './SettingsContext.tsx';
export type { SettingsProviderProps } from './SettingsContext.tsx';
export {
  isSettingKey,
  parseSettingsQuery,
  parseSettingValue,
  SETTING_KEYS,
  type SettingKey,
} from './settingsSchema.ts';
export {
  applySettingsToDocument,
  bindSettingsToDocument,
  createSettingsStore,
  readStoredSettings,
  SETTINGS_STORAGE_PREFIX,
} from './settingsStore.ts';
export type { SettingsStorage, SettingsStore } from './settingsStore.ts';
