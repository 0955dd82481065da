// The records a staff member opened last (an edit or view page that named its record), newest first, kept
// in local storage: the command palette offers them while its box is empty.
import {
  browserStorage,
  createPersistedList,
  type ListStorage,
  type PersistedList,
} from '../persistedList.ts';

export interface RecentRecord {
  /** The record's page, e.g. /catalog/stores/edit/<id>. */
  url: string;
  /** Its name as the page showed it ("Delta Electronics", "ORD-1001"). */
  title: string;
  /** The page it belongs to (PAGES key), for the palette's second line. */
  pageKey: string;
}

export const RECENT_RECORDS_KEY = 'app.topbar.recentRecords';
export const MAX_RECENT_RECORDS = 8;

const isRecentRecord = (value: unknown): value is RecentRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentRecord).url === 'string' &&
  typeof (value as RecentRecord).title === 'string' &&
  typeof (value as RecentRecord).pageKey === 'string';

export type RecentRecordStore = PersistedList<RecentRecord>;

export function createRecentRecordStore(storage: ListStorage | null): RecentRecordStore {
  return createPersistedList(storage, RECENT_RECORDS_KEY, isRecentRecord);
}

let appStore: RecentRecordStore | undefined;
/** The app's list, in the browser's local storage. */
export function appRecentRecordStore(): RecentRecordStore {
  appStore ??= createRecentRecordStore(browserStorage());
  return appStore;
}

/** Puts `record` first (once), keeping at most MAX_RECENT_RECORDS. */
export function rememberRecord(store: RecentRecordStore, record: RecentRecord): void {
  const current = store.get();
  if (current[0]?.url === record.url && current[0].title === record.title) return;
  store.set([record, ...current.filter((r) => r.url !== record.url)].slice(0, MAX_RECENT_RECORDS));
}
