// Every state of a resource's list and edit pages as Storybook stories, from its description and a
// few fixed sample rows, with mocked GraphQL (no server): for *.stories.tsx only (never imported by
// the app). A resource's stories file is its title and one line per state:
//
//   const stories = resourceStories(languages, { rows: [...], record: {...} });
//   export default { title: 'Pages/Resources/Languages', tags: ['viewport-desktop'],
//     parameters: { layout: 'fullscreen' } } satisfies Meta;
//   export const ListFilled = stories.ListFilled;
//
// A simple entity needs no such file: `pnpm codegen` writes `<entity>.generated.stories.tsx` with sample
// rows from its fields fragment and the schema (build/generatedStories.ts); a hand-written one replaces it.
//
// Each story ends (its `play`) once the page shows its state, so the screenshot never catches a
// half-loaded page. The shell's language follows the Storybook locale (Arabic, right to left, in the
// light-rtl screenshots); mode and direction come from the Storybook globals.
import type { MockLink } from '@apollo/client/testing';
import type { SessionUser } from '@market/auth-machine';
import { canAccess, ERROR_CODES, ERROR_MESSAGES, ROLES, type ReferenceEntity } from '@market/domain';
import type { StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { createMemoryRouter, Outlet } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeAdmin } from '../../session/testing.ts';
import { fakeSupport } from '../../shell/testing.tsx';
import { EditPage } from './EditPage.tsx';
import { ListPage } from './ListPage.tsx';
import type { ReferenceChoice } from './references.tsx';
import { SavedViewsDocument } from '../../graphql/generated.ts';
import { referenceMocks, ResourceHarness } from './testing.tsx';
import type { OptionSource, ResourceDescription, ResourceRow } from './types.ts';

/** A GraphQL object as the server answers it: its `__typename` is needed by the cache. */
export type Sample<T = Record<string, unknown>> = T & { __typename: string };

export interface ResourceStorySamples<Row extends ResourceRow> {
  /** Two or three rows of the list (fixed values: no dates from `new Date()`, no random ids). */
  rows: readonly Sample<Row>[];
  /** The record the edit page loads (its id is the one in the URL). */
  record: Sample<ResourceRow & Record<string, unknown>>;
  /** The list's total, above one page so that the pagination shows (default 48). */
  totalCount?: number;
  /**
   * The options of each `reference` field and of each `select` filter loaded from the server, by field
   * or filter name (e.g. the states a city belongs to, the order statuses an order list filters by).
   */
  options?: Readonly<Record<string, readonly Sample<{ id: string } & Record<string, unknown>>[]>>;
  /** The URL filter that matches nothing (default: the first text filter set to "zzz"). */
  noMatchFilter?: Readonly<Record<string, string>>;
  /**
   * The records searchable references offer (`referenceChoices`), by entity: a search answers those whose
   * label contains the text, a lookup by id the ones asked for.
   */
  references?: Partial<Record<ReferenceEntity, readonly ReferenceChoice[]>>;
  /** Answers the edit page's sections need (a store's opening hours, a collection's stores). */
  sectionMocks?: () => Mocks;
}

export type ResourceStoryName =
  | 'ListLoading'
  | 'ListEmpty'
  | 'ListNoMatch'
  | 'ListError'
  | 'ListTimedOut'
  | 'ListFilled'
  | 'ListForbidden'
  | 'EditNew'
  | 'EditExisting'
  | 'EditInvalid'
  | 'EditLoading'
  | 'EditNotFound'
  | 'EditUnsaved'
  | 'EditSaveRefused'
  | 'ListFiltered'
  | 'ListWithViews';

export type ResourceStory = StoryObj;

type Mocks = MockLink.MockedResponse[];

/** Long enough for a lazy chunk and a mocked answer on a loaded two-core machine. */
const WAIT = { timeout: 10_000 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first role of the permission matrix that may not use the resource (support, for admin-only screens). */
function refusedUser(description: ResourceDescription<ResourceRow>): SessionUser | null {
  const role = ROLES.find((r) => !canAccess(r, description.resource));
  if (!role) return null;
  return role === fakeSupport.role ? fakeSupport : { ...fakeSupport, role };
}

/** The page as the app's main area shows it: padded, its header and cards a gap apart. */
export function StoryMain() {
  return (
    <main
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--ui-space-4)',
        padding: 'var(--ui-space-6)',
        minBlockSize: '100vh',
        boxSizing: 'border-box',
      }}
    >
      <Outlet />
    </main>
  );
}

interface ResourceStoryPageProps {
  description: ResourceDescription<ResourceRow>;
  path: string;
  mocks: () => Mocks;
  user: SessionUser;
  locale: string;
}

/** One mounted story: its own router, mocks and session, made once. */
function ResourceStoryPage({ description, path, mocks, user, locale }: ResourceStoryPageProps) {
  const [state] = useState(() => ({
    mocks: mocks(),
    router: createMemoryRouter(
      [
        {
          element: <StoryMain />,
          children: [
            { path: description.path, element: <ListPage description={description} /> },
            { path: `${description.path}/edit/:id?`, element: <EditPage description={description} /> },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  }));
  return (
    <ResourceHarness
      description={description}
      path={path}
      mocks={state.mocks}
      user={user}
      router={state.router}
      settings={{ locale: locale === 'ar-EG' ? 'ar-EG' : 'en-US' }}
    />
  );
}

/** The ten states of a resource's screens; each value is a story to export under its key. */
export function resourceStories<Row extends ResourceRow>(
  description: ResourceDescription<Row>,
  samples: ResourceStorySamples<Row>,
): Record<ResourceStoryName, ResourceStory> {
  const any = description as unknown as ResourceDescription<ResourceRow>;
  const { rows, record, totalCount = 48, options = {}, sectionMocks = () => [] } = samples;
  const references = () => referenceMocks(samples.references);
  const connection = `${description.entityType}Connection`;
  const editPath = `${description.path}/edit`;
  const recordPath = `${editPath}/${record.id}`;

  const firstTextFilter = description.filters.find((f) => f.kind === 'text');
  const noMatchFilter = samples.noMatchFilter ?? (firstTextFilter ? { [firstTextFilter.name]: 'zzz' } : {});
  const noMatchSearch = new URLSearchParams(noMatchFilter as Record<string, string>).toString();

  // Any list request: the URL→variables mapping is unit-tested (resources.test.tsx); a story only
  // shows what the page does with the answer.
  const listRequest = { query: description.documents.list, variables: () => true };
  const listAnswer = (nodes: readonly Sample<Row>[], total: number) => ({
    data: { list: { __typename: connection, totalCount: total, totalCountIsEstimate: false, nodes } },
  });
  // Answer as often as asked: cache-and-network may ask again after a re-render.
  const again = { maxUsageCount: Number.POSITIVE_INFINITY };

  const referenceFields = description.fields.filter((f) => f.options);
  // The options of a `reference` or `multiReference` field (edit page) or of a `select` filter loaded from the server
  // (list page, e.g. the order statuses), by field or filter name.
  const sourceMocks = (sources: readonly { name: string; options?: OptionSource }[]): Mocks =>
    sources.map((source) => {
      const nodes = options[source.name] ?? [];
      return {
        request: { query: source.options!.document, variables: {} },
        result: {
          data: {
            list: {
              __typename: `${nodes[0]?.__typename ?? 'Option'}Connection`,
              totalCount: nodes.length,
              nodes,
            },
          },
        },
        ...again,
      };
    });
  const optionMocks = () => [...sourceMocks(referenceFields), ...references()];
  /** The list's saved views (none unless a story gives some). */
  const viewMocks = (views: readonly Sample[] = []): Mocks => [
    {
      request: { query: SavedViewsDocument, variables: { listKey: description.listName } },
      result: { data: { savedViews: views } },
      ...again,
    },
  ];
  const filterOptionMocks = (views?: readonly Sample[]) => [
    ...sourceMocks(description.filters.filter((f) => f.options)),
    ...references(),
    ...viewMocks(views),
  ];
  const searchedFields = description.fields.filter((f) => f.kind === 'reference' && f.reference);

  const story = (
    path: string,
    mocks: () => Mocks,
    play: NonNullable<ResourceStory['play']>,
    user: SessionUser | null = fakeAdmin,
  ): ResourceStory => ({
    render: (_args, { globals }) => {
      if (!user) throw new Error(`Every role may use ${description.resource}: it has no forbidden state`);
      const locale = String(globals.locale ?? 'en-US');
      return (
        <ResourceStoryPage
          key={locale}
          description={any}
          path={path}
          mocks={mocks}
          user={user}
          locale={locale}
        />
      );
    },
    play,
  });

  /** Waits for `selector` in the page (signed in, the lazy parts and the mocked answers in). */
  const shows = (selector: string) =>
    (async ({ canvasElement }) => {
      await waitFor(() => expect(canvasElement.querySelector(selector)).not.toBeNull(), WAIT);
    }) satisfies ResourceStory['play'];

  /** The table's one state row (empty state or error): no skeleton left. */
  const tableState = (selector: string) =>
    (async ({ canvasElement }) => {
      await waitFor(() => {
        expect(canvasElement.querySelector('table[aria-busy]')).toBeNull();
        expect(canvasElement.querySelector(`tbody ${selector}`)).not.toBeNull();
      }, WAIT);
    }) satisfies ResourceStory['play'];

  const firstText = description.fields.find((f) => f.kind === 'text' || f.kind === 'textarea');

  const recordMock = () => ({
    request: { query: description.documents.get, variables: { id: record.id } },
    result: { data: { record } },
    ...again,
  });
  /** The record's form filled in, its searched references showing their labels. */
  const formFilled: NonNullable<ResourceStory['play']> = async ({ canvasElement }) => {
    const form = () => canvasElement.querySelector('form');
    await waitFor(() => expect(form()).not.toBeNull(), WAIT);
    if (firstText) {
      const value = String(record[firstText.name] ?? '');
      await waitFor(
        () => expect(form()!.querySelector(`[name="${firstText.name}"]`)).toHaveValue(value),
        WAIT,
      );
    }
    // A reference shows the label of its option(s) once the options are in.
    for (const field of referenceFields) {
      const valueField = field.options!.valueField ?? 'id';
      const value = record[field.name];
      const chosen = Array.isArray(value) ? (value as unknown[]) : [value];
      for (const option of options[field.name]?.filter((o) => chosen.includes(o[valueField])) ?? []) {
        const label = String(option[field.options!.labelField]);
        await waitFor(() => expect(within(form()!).getAllByText(label)).not.toHaveLength(0), WAIT);
      }
    }
    // A searched reference shows the chosen record's label once it is looked up by id.
    for (const field of searchedFields) {
      const chosen = samples.references?.[field.reference!]?.find((c) => c.id === record[field.name]);
      if (!chosen) continue;
      await waitFor(() => expect(within(form()!).getByDisplayValue(chosen.label)).toBeTruthy(), WAIT);
    }
    // The sections under the form (opening hours, member stores) loaded too.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), WAIT);
  };

  /** The save bar (a region holding the form's Save), once shown. */
  const barOf = (canvas: HTMLElement) =>
    [...canvas.querySelectorAll<HTMLElement>('[role="region"]')].find((r) =>
      r.querySelector('button[type="submit"][form]'),
    ) ?? null;
  /** The record's form filled in, then its first text field changed: the save bar shows. */
  const changeForm: NonNullable<ResourceStory['play']> = async (context) => {
    await formFilled(context);
    if (!firstText) throw new Error(`${description.listName} has no text field to change`);
    const input = context.canvasElement.querySelector<HTMLInputElement>(`[name="${firstText.name}"]`)!;
    await userEvent.type(input, ' 2');
    await waitFor(() => expect(barOf(context.canvasElement)).not.toBeNull(), WAIT);
    // No focus ring or caret in the screenshot.
    input.blur();
  };

  return {
    ListLoading: story(
      description.path,
      () => [{ request: listRequest, delay: Number.POSITIVE_INFINITY }, ...filterOptionMocks()],
      shows('table[aria-busy="true"]'),
    ),
    ListEmpty: story(
      description.path,
      () => [{ request: listRequest, result: listAnswer([], 0), ...again }, ...filterOptionMocks()],
      tableState('h2'),
    ),
    ListNoMatch: story(
      `${description.path}?${noMatchSearch}`,
      () => [{ request: listRequest, result: listAnswer([], 0), ...again }, ...filterOptionMocks()],
      tableState('h2'),
    ),
    ListError: story(
      description.path,
      () => [
        { request: listRequest, error: new Error('The server could not be reached'), ...again },
        ...filterOptionMocks(),
      ],
      tableState('[role="alert"] button'),
    ),
    // The server stopped the list's query past its time limit (TIMEOUT): the alert says so, with Retry.
    ListTimedOut: story(
      description.path,
      () => [
        {
          request: listRequest,
          result: {
            errors: [{ message: ERROR_MESSAGES.TIMEOUT, extensions: { code: ERROR_CODES.TIMEOUT } }],
          },
          ...again,
        },
        ...filterOptionMocks(),
      ],
      async (context) => {
        await tableState('[role="alert"] button')(context);
        await waitFor(
          () =>
            expect(context.canvasElement.querySelector('tbody [role="alert"]')?.textContent).toMatch(
              /took too long|وقتًا طويلًا/,
            ),
          WAIT,
        );
      },
    ),
    ListFilled: story(
      description.path,
      () => [
        { request: listRequest, result: listAnswer(rows, Math.max(totalCount, rows.length)), ...again },
        ...filterOptionMocks(),
      ],
      async ({ canvasElement }) => {
        await waitFor(() => {
          expect(canvasElement.querySelector('table[aria-busy]')).toBeNull();
          for (const row of rows) {
            const label = description.rowLabel(row);
            // Rows have a selection checkbox named after them, unless the entity is never deleted (orders).
            if (description.documents.delete) {
              expect(
                within(canvasElement).getByRole('checkbox', { name: new RegExp(escape(label)) }),
              ).toBeTruthy();
            } else {
              expect(within(canvasElement).getAllByText(label)).not.toHaveLength(0);
            }
          }
        }, WAIT);
      },
    ),
    ListForbidden: story(description.path, () => [], shows('h1'), refusedUser(any)),
    EditNew: story(editPath, optionMocks, shows('form button[type="submit"]')),
    EditExisting: story(recordPath, () => [recordMock(), ...optionMocks(), ...sectionMocks()], formFilled),
    EditInvalid: story(editPath, optionMocks, async ({ canvasElement }) => {
      let submit: HTMLButtonElement | null = null;
      await waitFor(() => {
        submit = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
        expect(submit).not.toBeNull();
      }, WAIT);
      await userEvent.click(submit!);
      await waitFor(
        () => expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0),
        WAIT,
      );
    }),
    EditLoading: story(
      recordPath,
      () => [
        {
          request: { query: description.documents.get, variables: { id: record.id } },
          delay: Number.POSITIVE_INFINITY,
        },
        ...optionMocks(),
      ],
      shows('[role="status"][aria-busy="true"]'),
    ),
    // The record's form with a change typed in: the save bar shows (Discard, Save).
    EditUnsaved: story(
      recordPath,
      () => [recordMock(), ...optionMocks(), ...sectionMocks()],
      async (context) => {
        await changeForm(context);
      },
    ),
    // Its first text field emptied and saved from the bar: the rule refuses it, and the bar says so.
    EditSaveRefused: story(
      recordPath,
      () => [recordMock(), ...optionMocks(), ...sectionMocks()],
      async (context) => {
        await formFilled(context);
        if (!firstText) throw new Error(`${description.listName} has no text field to empty`);
        const input = context.canvasElement.querySelector<HTMLInputElement>(`[name="${firstText.name}"]`)!;
        await userEvent.clear(input);
        await waitFor(() => expect(barOf(context.canvasElement)).not.toBeNull(), WAIT);
        await userEvent.click(
          barOf(context.canvasElement)!.querySelector<HTMLButtonElement>('button[type="submit"]')!,
        );
        await waitFor(
          () => expect(barOf(context.canvasElement)!.querySelector('[role="alert"]')).not.toBeNull(),
          WAIT,
        );
        (context.canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      },
    ),
    // An id no record has: "not found" and the way back to the list, not an empty form.
    EditNotFound: story(
      `${editPath}/00000000-0000-4000-8000-00000000dead`,
      () => [
        {
          request: {
            query: description.documents.get,
            variables: { id: '00000000-0000-4000-8000-00000000dead' },
          },
          result: { data: { record: null } },
          ...again,
        },
        ...optionMocks(),
      ],
      shows('[data-testid="record-not-found"] a'),
    ),
    // The list filtered by the first searched reference filter, on the first row's value of that field.
    ListFiltered: (() => {
      const filter = description.filters.find((f) => f.kind === 'reference' && f.reference);
      const value = filter ? samples.references?.[filter.reference!]?.[0] : undefined;
      // A reference filter keeps only a record id from the URL (listState.ts): any other sample id would
      // leave this story showing the unfiltered list, so the story refuses to render with one.
      const invalid =
        value && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.id)
          ? `${description.listName}: reference samples need record ids (UUIDs), not ${value.id}`
          : null;
      const search = filter && value ? `?${filter.name}=${value.id}` : '';
      // The rows of that record, when the samples carry the filtered field (products' storeId).
      const matching = rows.filter(
        (row) => filter && value && (row as unknown as Record<string, unknown>)[filter.name] === value.id,
      );
      const shown = matching.length > 0 ? matching : rows;
      return story(
        `${description.path}${search}`,
        () => {
          if (invalid) throw new Error(invalid);
          return [
            { request: listRequest, result: listAnswer(shown, shown.length), ...again },
            ...filterOptionMocks(),
          ];
        },
        async ({ canvasElement }) => {
          await waitFor(() => {
            expect(canvasElement.querySelector('table[aria-busy]')).toBeNull();
            // The filter's chip names the record by its label once looked up.
            if (value) expect(within(canvasElement).getAllByText(value.label)).not.toHaveLength(0);
          }, WAIT);
        },
      );
    })(),
    // Saved views as tabs: a shared view of someone else open (its filters in the URL as chips), the
    // user's own default beside it.
    ListWithViews: (() => {
      const chipFilter = description.filters.find(
        (f) => f.kind === 'boolean' || (f.kind === 'select' && f.choices),
      );
      const chipValue = chipFilter?.kind === 'boolean' ? true : chipFilter?.choices?.[0]?.value;
      const filters = chipFilter && chipValue !== undefined ? { [chipFilter.name]: chipValue } : {};
      const view = (id: string, name: string, extra: Record<string, unknown>) => ({
        __typename: 'SavedView',
        id,
        listKey: description.listName,
        name,
        state: { filters, sort: null, columns: {} },
        shared: false,
        isDefault: false,
        mine: true,
        canEdit: true,
        ownerName: 'Ada Admin',
        version: 1,
        ...extra,
      });
      const views = [
        view('00000000-0000-4000-8000-0000000000a1', 'My morning check', {
          isDefault: true,
          state: { filters: {}, sort: null, columns: {} },
        }),
        view('00000000-0000-4000-8000-0000000000a2', 'Shared by support', {
          shared: true,
          mine: false,
          canEdit: false,
          ownerName: 'Sam Support',
        }),
      ];
      const search = new URLSearchParams(
        Object.entries({ ...filters, view: views[1]!.id }).map(([k, v]) => [k, String(v)]),
      ).toString();
      return story(
        `${description.path}?${search}`,
        () => [
          { request: listRequest, result: listAnswer(rows, rows.length), ...again },
          ...filterOptionMocks(views),
        ],
        async ({ canvasElement }) => {
          await waitFor(() => {
            expect(canvasElement.querySelector('table[aria-busy]')).toBeNull();
            expect(within(canvasElement).getByRole('tab', { selected: true })).toHaveTextContent(
              'Shared by support',
            );
          }, WAIT);
        },
      );
    })(),
  };
}

export interface StoryPage {
  /** The route pattern, e.g. `/ecommerce/orders/view/:id`, and the address the story opens. */
  path: string;
  url: string;
  element: ReactElement;
  /** Answers every story of the page needs (e.g. the order statuses). */
  mocks?: Mocks;
}

/**
 * Stories of a page that is neither a list nor an edit form (order view, live board, app settings): the
 * page at `url` on the story main, in the Storybook locale, with mocked GraphQL. Returns the story factory.
 */
export function pageStories(page: StoryPage) {
  return (mocks: Mocks, play: NonNullable<ResourceStory['play']>): ResourceStory => ({
    render: (_args, { globals }) => {
      const locale = String(globals.locale ?? 'en-US');
      return <PageStory key={locale} page={page} mocks={[...(page.mocks ?? []), ...mocks]} locale={locale} />;
    },
    play,
  });
}

function PageStory({ page, mocks, locale }: { page: StoryPage; mocks: Mocks; locale: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <StoryMain />, children: [{ path: page.path, element: page.element }] }], {
      initialEntries: [page.url],
    }),
  );
  return (
    <ResourceHarness
      path={page.url}
      mocks={mocks}
      router={router}
      settings={{ locale: locale === 'ar-EG' ? 'ar-EG' : 'en-US' }}
    />
  );
}
