import type { ShellSettings } from '@market/ui';
import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { SettingKey } from './settingsSchema.ts';
import { createSettingsStore, type SettingsStore } from './settingsStore.ts';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let appStore: SettingsStore | null = null;

/** The app's one settings store, read from local storage on first use. */
export function appSettingsStore(): SettingsStore {
  appStore ??= createSettingsStore(browserStorage());
  return appStore;
}

const SettingsContext = createContext<SettingsStore | null>(null);

export interface SettingsProviderProps {
  /** Defaults to the app's store; stories and tests pass their own. */
  store?: SettingsStore;
  children: ReactNode;
}

export function SettingsProvider({ store, children }: SettingsProviderProps) {
  return <SettingsContext.Provider value={store ?? appSettingsStore()}>{children}</SettingsContext.Provider>;
}

export function useSettingsStore(): SettingsStore {
  return useContext(SettingsContext) ?? appSettingsStore();
}

/** One setting; the component re-renders only when that key changes. */
export function useSetting<K extends SettingKey>(key: K): ShellSettings[K] {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot()[key]);
}

function sameKeys<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((k) => a[k] === b[k]);
}

/** Several settings as one object, stable while none of the picked keys changes. */
export function useSettingsPick<K extends SettingKey>(keys: readonly K[]): Pick<ShellSettings, K> {
  const store = useSettingsStore();
  const last = useRef<Pick<ShellSettings, K> | null>(null);
  const keyList = keys.join(',');
  const read = useCallback(() => {
    const snapshot = store.getSnapshot();
    const picked = Object.fromEntries(keyList.split(',').map((k) => [k, snapshot[k as K]])) as Pick<
      ShellSettings,
      K
    >;
    if (last.current && sameKeys(last.current, picked)) return last.current;
    last.current = picked;
    return picked;
  }, [store, keyList]);
  return useSyncExternalStore(store.subscribe, read);
}
