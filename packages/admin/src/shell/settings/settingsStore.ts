// The shell settings: defaults, replaced by app.settings.<key> from local storage, changed one key
// (or one preset) at a time. A plain store outside React: components subscribe to the keys they
// show, and the theme attributes on <html> are written straight from here, so a theme switch
// re-renders no component.
import { applyTheme, directionOf, variants, type VariantName } from '@market/themes';
import { defaultShellSettings, withVariantPreset, type ShellSettings } from '@market/ui';
import { formatSettingValue, parseSettingValue, SETTING_KEYS, type SettingKey } from './settingsSchema.ts';

export const SETTINGS_STORAGE_PREFIX = 'app.settings.';

/** The part of Web Storage the store uses (local storage in the app, a map in tests). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface SettingsStore {
  getSnapshot(): ShellSettings;
  subscribe(listener: () => void): () => void;
  /** One change: saves that key (switching the theme also switches the menu colour, as the template did). */
  set<K extends SettingKey>(key: K, value: ShellSettings[K]): void;
  /** Several changes at once (a preset, URL parameters): saves each key that changed. */
  setMany(changes: Partial<ShellSettings>): void;
  /** Picks one of the nine variants: its accent and its layout keys. */
  applyPreset(variant: VariantName): void;
}

/** Defaults with every stored key that parses; unreadable storage leaves the defaults. */
export function readStoredSettings(storage: SettingsStorage | null): ShellSettings {
  const settings: Record<string, unknown> = { ...defaultShellSettings };
  if (!storage) return settings as unknown as ShellSettings;
  for (const key of SETTING_KEYS) {
    let raw: string | null = null;
    try {
      raw = storage.getItem(SETTINGS_STORAGE_PREFIX + key);
    } catch {
      // Storage can throw (privacy mode, quota): fall back to the default.
    }
    if (raw === null) continue;
    const value = parseSettingValue(key, raw);
    if (value !== undefined) settings[key] = value;
  }
  return settings as unknown as ShellSettings;
}

export function createSettingsStore(
  storage: SettingsStorage | null,
  initial: Partial<ShellSettings> = {},
): SettingsStore {
  let state: ShellSettings = { ...readStoredSettings(storage), ...initial };
  const listeners = new Set<() => void>();

  const save = (key: SettingKey, value: ShellSettings[SettingKey]) => {
    try {
      storage?.setItem(SETTINGS_STORAGE_PREFIX + key, formatSettingValue(value));
    } catch {
      // Not saved (quota, privacy mode): the change still holds for this visit.
    }
  };

  const setMany = (changes: Partial<ShellSettings>) => {
    const next = { ...state };
    let changed = false;
    for (const key of Object.keys(changes) as SettingKey[]) {
      const value = changes[key];
      if (value === undefined || next[key] === value) continue;
      (next as Record<SettingKey, unknown>)[key] = value;
      save(key, value);
      changed = true;
    }
    if (!changed) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(key, value) {
      if (key === 'theme') {
        setMany({ theme: value as ShellSettings['theme'], menuColor: value === 'dark' ? 'dark' : 'white' });
        return;
      }
      setMany({ [key]: value } as Partial<ShellSettings>);
    },
    setMany,
    applyPreset(variant) {
      const preset = withVariantPreset(state, variant);
      const changes: Partial<Record<SettingKey, unknown>> = { preselectedVariant: variant };
      for (const key of [...Object.keys(variants[variant].preset), 'primaryColor'] as SettingKey[]) {
        changes[key] = preset[key];
      }
      setMany(changes as Partial<ShellSettings>);
    },
  };
}

/** Writes the look (variant, style, light/dark, direction, language, accent) on the root element. */
export function applySettingsToDocument(settings: ShellSettings, root?: HTMLElement): void {
  applyTheme(
    {
      variant: settings.preselectedVariant,
      style: settings.version,
      mode: settings.theme === 'dark' ? 'dark' : 'light',
      dir: directionOf(settings.locale),
      lang: settings.locale,
      primaryColor: settings.primaryColor,
    },
    root,
  );
}

/** Keeps <html> in step with the store; returns the unsubscribe. */
export function bindSettingsToDocument(store: SettingsStore, root?: HTMLElement): () => void {
  applySettingsToDocument(store.getSnapshot(), root);
  return store.subscribe(() => applySettingsToDocument(store.getSnapshot(), root));
}
