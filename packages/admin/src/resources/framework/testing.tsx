// A resource's list and edit routes on a memory router with mocked GraphQL and a fake session:
// for stories and unit tests only (never imported by the app).
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { SessionUser } from '@market/auth-machine';
import type { ReferenceEntity } from '@market/domain';
import type { ShellSettings } from '@market/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../AppProviders.tsx';
import { catalogues } from '../../i18n/catalogues.ts';
import { ReferenceChoicesDocument } from '../../graphql/generated.ts';
import { createFakeSessionActor, fakeAdmin } from '../../session/testing.ts';
import { createSettingsStore } from '../../shell/settings/index.ts';
import { EditPage } from './EditPage.tsx';
import { ListPage } from './ListPage.tsx';
import type { ReferenceChoice } from './references.tsx';
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
    <AppProviders settingsStore={state.settingsStore} sessionActor={state.actor} catalogues={catalogues}>
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

/** One mock answering every `referenceChoices` request from the samples, as the server would. */
export function referenceMocks(
  references: Partial<Record<ReferenceEntity, readonly ReferenceChoice[]>> = {},
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ReferenceChoicesDocument, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        const all = references[variables.entity as ReferenceEntity] ?? [];
        const ids = variables.ids as string[] | null | undefined;
        const search = String(variables.search ?? '').toLowerCase();
        const found = ids
          ? all.filter((c) => ids.includes(c.id))
          : all.filter((c) => c.label.toLowerCase().includes(search));
        return {
          data: {
            referenceChoices: found
              .slice(0, Number(variables.first ?? 20))
              .map((c) => ({ __typename: 'ReferenceChoice', ...c })),
          },
        };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}
