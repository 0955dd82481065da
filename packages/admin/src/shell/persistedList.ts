// A small list of strings or records kept in local storage as JSON, read through useSyncExternalStore.
import { useSyncExternalStore } from 'react';

export type ListStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PersistedList<T> {
  get(): readonly T[];
  set(next: readonly T[]): void;
  subscribe(listener: () => void): () => void;
}

export function browserStorage(): ListStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createPersistedList<T>(
  storage: ListStorage | null,
  key: string,
  isItem: (value: unknown) => value is T,
): PersistedList<T> {
  let items: readonly T[] = [];
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (Array.isArray(parsed)) items = parsed.filter(isItem);
  } catch {
    // A damaged entry starts the list empty rather than breaking the shell.
  }
  const listeners = new Set<() => void>();
  return {
    get: () => items,
    set(next) {
      items = next;
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // Not saved; the list still holds for this visit.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function usePersistedList<T>(list: PersistedList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.get, list.get);
}

export const isString = (value: unknown): value is string => typeof value === 'string';
