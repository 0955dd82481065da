// A resource's list and edit routes on a memory router with mocked GraphQL and a fake session:
// for stories and unit tests only (never imported by the app).
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { SessionUser } from '@market/auth-machine';
import type { ShellSettings } from '@market/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../App.tsx';
import { createFakeSessionActor, fakeAdmin } from '../../session/testing.ts';
import { createSettingsStore } from '../../shell/settings/index.ts';
import { EditPage } from './EditPage.tsx';
import { ListPage } from './ListPage.tsx';
import type { ResourceDescription, ResourceRow } from './types.ts';

export function createResourceRouter<Row extends ResourceRow>(
  description: ResourceDescription<Row>,
  path: string,
) {
  return createMemoryRouter(
    [
      { path: description.path, element: <ListPage description={description} /> },
      { path: `${description.path}/edit/:id?`, element: <EditPage description={description} /> },
    ],
    { initialEntries: [path] },
  );
}

export interface ResourceHarnessProps<Row extends ResourceRow> {
  /** The resource whose list and edit routes to show; not needed when `router` is given. */
  description?: ResourceDescription<Row>;
  path: string;
  mocks: ReadonlyArray<MockLink.MockedResponse>;
  user?: SessionUser;
  router?: ReturnType<typeof createResourceRouter>;
  /** Settings to start from, e.g. the story's `locale`. */
  settings?: Partial<ShellSettings>;
}

export function ResourceHarness<Row extends ResourceRow>({
  description,
  path,
  mocks,
  user = fakeAdmin,
  router,
  settings,
}: ResourceHarnessProps<Row>) {
  const [state] = useState(() => ({
    actor: createFakeSessionActor('signedIn', { user }),
    settingsStore: createSettingsStore(null, settings),
    router: router ?? createResourceRouter(required(description), path),
  }));
  return (
    <AppProviders settingsStore={state.settingsStore} sessionActor={state.actor}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={state.router} />
      </MockedProvider>
    </AppProviders>
  );
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('ResourceHarness needs a description or a router');
  return value;
}
