// The whole app on a memory router with a fake session and in-memory settings: for stories and
// unit tests only (never imported by the app).
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { SessionUser } from '@market/auth-machine';
import type { ShellSettings } from '@market/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../AppProviders.tsx';
import { catalogues } from '../i18n/catalogues.ts';
import { createAppRoutes } from '../router.tsx';
import { createFakeSessionActor, fakeAdmin, type FakeSessionState } from '../session/testing.ts';
import type { MainLayoutProps } from './MainLayout.tsx';
import { createMenuState } from './menuState.ts';
import { createSettingsStore, type SettingsStorage } from './settings/index.ts';
import { createBookmarkStore, type Bookmark } from './topbar/bookmarks.ts';
import { createRecentRecordStore, RECENT_RECORDS_KEY, type RecentRecord } from './topbar/recentRecords.ts';
import type { StaffAlert, SubscribeToAlerts } from './topbar/staffNotifications.ts';

export const fakeSupport: SessionUser = {
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Samir Naguib',
  email: 'support@example.com',
  avatar: null,
  role: 'support',
};

export { fakeAdmin };

/** Web Storage in memory. */
export function memoryStorage(initial: Record<string, string> = {}): SettingsStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A subscription that never delivers: the panel shows only what it starts with. */
export const noAlerts: SubscribeToAlerts = () => () => {};

export const sampleAlerts: StaffAlert[] = [
  {
    id: 'n2',
    kind: 'paymentFailed',
    message: 'Payment failed for order 100245',
    entity: 'orders',
    entityId: 'o2',
    at: '2026-03-14T10:42:05Z',
  },
  {
    id: 'n1',
    kind: 'orderCreated',
    message: 'New order 100244',
    entity: 'orders',
    entityId: 'o1',
    at: '2026-03-14T10:40:00Z',
  },
];

export interface ShellHarnessProps extends Partial<MainLayoutProps> {
  path: string;
  session?: FakeSessionState;
  user?: SessionUser;
  settings?: Partial<ShellSettings>;
  storage?: SettingsStorage;
  bookmarks?: Bookmark[];
  /** Records opened before (the command palette's empty-box list). */
  recent?: RecentRecord[];
  /** GraphQL answers for the pages shown; none by default (pages then show their error states). */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/** The admin at `path`, signed in (or not) with a fake session, nothing read from the browser. */
export function ShellHarness({
  path,
  session = 'signedIn',
  user = fakeAdmin,
  settings,
  storage,
  bookmarks = [],
  recent = [],
  subscribeToAlerts = noAlerts,
  mocks = [],
  ...main
}: ShellHarnessProps) {
  const [state] = useState(() => {
    const bookmarkStore = createBookmarkStore(
      memoryStorage({ 'app.topbar.favs': JSON.stringify(bookmarks) }),
    );
    return {
      actor: createFakeSessionActor(session, { user }),
      settingsStore: createSettingsStore(storage ?? memoryStorage(), settings),
      router: createMemoryRouter(
        createAppRoutes({
          subscribeToAlerts,
          bookmarkStore,
          menuState: createMenuState(memoryStorage()),
          recentRecords: createRecentRecordStore(
            memoryStorage({ [RECENT_RECORDS_KEY]: JSON.stringify(recent) }),
          ),
          ...main,
        }),
        { initialEntries: [path] },
      ),
    };
  });
  return (
    <AppProviders settingsStore={state.settingsStore} sessionActor={state.actor} catalogues={catalogues}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={state.router} />
      </MockedProvider>
    </AppProviders>
  );
}
