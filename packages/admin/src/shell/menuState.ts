// Which sub-menus are open and which item was last selected, kept across reloads as the
// template did (app.menu.openedKeys, app.menu.selectedKeys).
import {
  browserStorage,
  createPersistedList,
  isString,
  type ListStorage,
  type PersistedList,
} from './persistedList.ts';

export const OPENED_KEYS_STORAGE_KEY = 'app.menu.openedKeys';
export const SELECTED_KEYS_STORAGE_KEY = 'app.menu.selectedKeys';

export interface MenuState {
  opened: PersistedList<string>;
  selected: PersistedList<string>;
}

export function createMenuState(storage: ListStorage | null): MenuState {
  return {
    opened: createPersistedList(storage, OPENED_KEYS_STORAGE_KEY, isString),
    selected: createPersistedList(storage, SELECTED_KEYS_STORAGE_KEY, isString),
  };
}

let app: MenuState | null = null;
/** The app's menu state in local storage. */
export function appMenuState(): MenuState {
  app ??= createMenuState(browserStorage());
  return app;
}
