// Bookmarked pages (the template's "favourite pages"): at most three, kept under app.topbar.favs.
import {
  browserStorage,
  createPersistedList,
  type ListStorage,
  type PersistedList,
} from '../persistedList.ts';

export const BOOKMARKS_STORAGE_KEY = 'app.topbar.favs';
export const BOOKMARKS_LIMIT = 3;

/** A bookmarked page: its menu key (for the translated title) and its address. */
export interface Bookmark {
  key: string;
  url: string;
}

function isBookmark(value: unknown): value is Bookmark {
  const v = value as Partial<Bookmark> | null;
  return typeof v?.key === 'string' && typeof v.url === 'string';
}

export type BookmarkResult = 'added' | 'removed' | 'limit';

export interface BookmarkStore extends PersistedList<Bookmark> {
  /** Adds the page, or removes it when it is already there; a fourth page is refused. */
  toggle(bookmark: Bookmark): BookmarkResult;
}

export function createBookmarkStore(storage: ListStorage | null): BookmarkStore {
  const list = createPersistedList(storage, BOOKMARKS_STORAGE_KEY, isBookmark);
  return {
    ...list,
    toggle(bookmark) {
      const current = list.get();
      if (current.some((b) => b.url === bookmark.url)) {
        list.set(current.filter((b) => b.url !== bookmark.url));
        return 'removed';
      }
      if (current.length >= BOOKMARKS_LIMIT) return 'limit';
      list.set([...current, bookmark]);
      return 'added';
    },
  };
}

let appBookmarks: BookmarkStore | null = null;
export function appBookmarkStore(): BookmarkStore {
  appBookmarks ??= createBookmarkStore(browserStorage());
  return appBookmarks;
}
