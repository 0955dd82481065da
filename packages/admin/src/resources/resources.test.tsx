import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CreateLanguageRecordDocument,
  LanguageListDocument,
  LanguageRecordDocument,
  StateListDocument,
  UpdateLanguageRecordDocument,
} from '../graphql/generated.ts';
import { fakeSupport } from '../shell/testing.tsx';
import { languages } from './configuration/languages.tsx';
import { filters } from './catalog/filters.tsx';
import { states } from './configuration/states.tsx';
import {
  columnsStorageKey,
  listVariables,
  readListState,
  type ResourceDescription,
  type ResourceRow,
} from './framework/index.ts';
import { bulkDeleteDocument } from './framework/bulk.ts';
import { exportUrl } from './framework/exportCsv.ts';
import { createResourceRouter, ResourceHarness } from './framework/testing.tsx';

// The shared 2-core machine is often busy: give lazy pages and mocked answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

const language = (id: string, name: string, version = 1) => ({
  __typename: 'Language' as const,
  id,
  version,
  name,
  code: name.slice(0, 2).toLowerCase(),
  locale: `${name.slice(0, 2).toLowerCase()}-XX`,
  isRtl: false,
  isDefault: false,
});

const languagePage = (nodes: ReturnType<typeof language>[], totalCount = nodes.length) => ({
  data: { list: { __typename: 'LanguageConnection', totalCount, nodes } },
});

const listMock = (
  variables: Record<string, unknown>,
  nodes: ReturnType<typeof language>[],
  totalCount?: number,
): MockLink.MockedResponse => ({
  request: { query: LanguageListDocument, variables },
  result: languagePage(nodes, totalCount),
});

const firstPage = { first: 25, offset: 0, filter: null, sort: { field: 'name', direction: 'ASC' } };

function renderAt<Row extends ResourceRow>(
  path: string,
  mocks: MockLink.MockedResponse[],
  description: ResourceDescription<Row>,
) {
  const router = createResourceRouter(description, path);
  render(<ResourceHarness description={description} path={path} mocks={mocks} router={router} />);
  return router;
}

describe('list state in the URL', () => {
  it('reads filter, sort and page from the search params and turns them into list variables', () => {
    const state = readListState(
      new URLSearchParams('name_contains=ar&isDefault=true&sort=code.desc&page=3&size=10&junk=1'),
      languages.filters,
    );
    expect(listVariables(state)).toEqual({
      first: 10,
      offset: 20,
      filter: { name_contains: 'ar', isDefault: true },
      sort: { field: 'code', direction: 'DESC' },
    });
  });

  it('keeps column choices per user and list, and exports with the current filter and sort', () => {
    expect(columnsStorageKey('u-1', 'languages')).toBe('app.columns.u-1.languages');
    expect(columnsStorageKey('u-2', 'languages')).not.toBe(columnsStorageKey('u-1', 'languages'));
    expect(
      exportUrl({
        listName: 'languages',
        filter: { name_contains: 'ar' },
        sort: { field: 'name', direction: 'ASC' },
      }),
    ).toBe(
      `/api/export/languages?filter=${encodeURIComponent('{"name_contains":"ar"}')}&sort=${encodeURIComponent('{"field":"name","direction":"ASC"}')}`,
    );
  });
});

describe('ListPage', () => {
  it('requests the rows the URL describes', async () => {
    renderAt(
      '/configuration/languages?name_contains=ar&sort=code.desc&page=2&size=10',
      [
        listMock(
          {
            first: 10,
            offset: 10,
            filter: { name_contains: 'ar' },
            sort: { field: 'code', direction: 'DESC' },
          },
          [language('l1', 'Arabic')],
          11,
        ),
      ],
      languages,
    );
    expect(await screen.findByText('Arabic')).toBeInTheDocument();
  });

  it('writes sort and page changes to the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) =>
      language(`l${i}`, `Language ${String(i).padStart(2, '0')}`),
    );
    const desc = { ...firstPage, sort: { field: 'name', direction: 'DESC' } };
    // Each page answers as often as it is asked, so a repeated request shows up in `asked` below
    // instead of as a missing mock.
    const asked: string[] = [];
    const answer = (variables: typeof firstPage, nodes: ReturnType<typeof language>[]) => ({
      request: { query: LanguageListDocument, variables },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        asked.push(`${variables.sort.direction}@${variables.offset}`);
        return languagePage(nodes, 30);
      },
    });
    const router = renderAt(
      '/configuration/languages',
      [
        answer(firstPage, many),
        answer(desc, [language('z', 'Zulu')]),
        answer({ ...desc, offset: 25 }, [language('a', 'Afrikaans')]),
      ],
      languages,
    );
    expect(await screen.findByText('Language 00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(await screen.findByText('Zulu')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name.desc');

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Afrikaans')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await router.navigate(-1);
    expect(await screen.findByText('Zulu')).toBeInTheDocument();
    expect(screen.queryByText('Afrikaans')).not.toBeInTheDocument();
    // Back shows the cached page at once and refreshes it from the server (cache-and-network), and
    // asks nothing else: an interrupted router transition used to ping-pong the query between pages.
    await waitFor(() => expect(asked).toEqual(['ASC@0', 'DESC@0', 'DESC@25', 'DESC@0']));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toHaveLength(4);
  });

  it('shows an empty state and an error with a working retry', async () => {
    const user = userEvent.setup();
    renderAt(
      '/configuration/languages',
      [
        { request: { query: LanguageListDocument, variables: firstPage }, error: new Error('offline') },
        listMock(firstPage, [language('l1', 'English')]),
      ],
      languages,
    );
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('English')).toBeInTheDocument();
  });

  it('asks before deleting the selected rows, then deletes them in one request with their versions', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({ data: { done: { __typename: 'BulkResult', ids: ['l2', 'l3'] } } }));
    renderAt(
      '/configuration/languages',
      [
        listMock(firstPage, [
          language('l1', 'English'),
          language('l2', 'French', 4),
          language('l3', 'German', 2),
        ]),
        {
          request: {
            query: bulkDeleteDocument('languages'),
            variables: { ids: ['l2', 'l3'], versions: [4, 2] },
          },
          result: deleted,
        },
        listMock(firstPage, [language('l1', 'English')]),
      ],
      languages,
    );
    await user.click(await screen.findByRole('checkbox', { name: /French/ }));
    await user.click(await screen.findByRole('checkbox', { name: /German/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 2 rows?')).toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 rows deleted')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('French')).not.toBeInTheDocument());
  });

  it("shows 701 'There are cities attached to this state' when a state with cities is deleted", async () => {
    const user = userEvent.setup();
    const state = {
      __typename: 'State' as const,
      id: 's1',
      version: 2,
      name: 'Giza',
      code: 'GZ',
      cityCount: 3,
    };
    const page = { data: { list: { __typename: 'StateConnection', totalCount: 1, nodes: [state] } } };
    renderAt(
      '/configuration/states',
      [
        { request: { query: StateListDocument, variables: firstPage }, result: page },
        {
          request: { query: bulkDeleteDocument('states'), variables: { ids: ['s1'], versions: [2] } },
          result: {
            errors: [{ message: 'There are cities attached to this state', extensions: { code: '701' } }],
          },
        },
        { request: { query: StateListDocument, variables: firstPage }, result: page },
      ],
      states,
    );
    await user.click(await screen.findByRole('checkbox', { name: /Giza/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There are cities attached to this state')).toBeInTheDocument();
  });

  it("exports with the bearer token and shows the server's refusal of an unfiltered export", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () =>
      Response.json(
        { code: 'EXPORT_NEEDS_FILTER', message: 'Only filtered results can be exported due to huge data' },
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderAt('/configuration/languages', [listMock(firstPage, [language('l1', 'English')])], languages);
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(
        await screen.findByText('Only filtered results can be exported due to huge data'),
      ).toBeInTheDocument();
      // An admin may run the export as a job instead, at any size.
      expect(screen.getByRole('button', { name: 'Start an export job' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/export/languages?sort=${encodeURIComponent('{"field":"name","direction":"ASC"}')}`,
        { headers: { authorization: 'Bearer fake-access' } },
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is forbidden to a role the permission matrix refuses', async () => {
    render(
      <ResourceHarness
        description={languages}
        path="/configuration/languages"
        mocks={[]}
        user={fakeSupport}
      />,
    );
    expect(await screen.findAllByText('Access denied')).not.toHaveLength(0);
  });
});

describe('EditPage', () => {
  it("says 'Field cannot be blank' for blank required fields", async () => {
    const user = userEvent.setup();
    renderAt('/configuration/languages/edit', [], languages);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Field cannot be blank')).toHaveLength(3);
  });

  it('checks a filter with the domain rules: a merchant must be chosen', async () => {
    const user = userEvent.setup();
    renderAt('/catalog/filters/edit', [], filters);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const merchant = screen.getByRole('combobox', { name: /^Merchant/ });
    await waitFor(() => expect(merchant).toHaveAttribute('aria-invalid', 'true'));
    expect(merchant).toHaveAccessibleDescription(/Field cannot be blank/);
  });

  it('creates, toasts and returns to the list', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => ({ data: { saved: { __typename: 'Language', id: 'l9', version: 1 } } }));
    const router = renderAt(
      '/configuration/languages/edit',
      [
        {
          request: {
            query: CreateLanguageRecordDocument,
            variables: {
              input: { name: 'Swahili', code: 'sw', locale: 'sw-KE', isRtl: false, isDefault: false },
            },
          },
          result: created,
        },
        listMock(firstPage, [language('l9', 'Swahili')]),
      ],
      languages,
    );
    await user.type(await screen.findByLabelText(/^Name/), '  Swahili ');
    await user.type(screen.getByLabelText(/^Code/), 'sw');
    await user.type(screen.getByLabelText(/^Locale/), 'sw-KE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added information successfully')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/languages'));
  });

  it("puts the server's field errors on the same fields", async () => {
    const user = userEvent.setup();
    renderAt(
      '/configuration/languages/edit',
      [
        {
          request: {
            query: CreateLanguageRecordDocument,
            variables: {
              input: { name: 'English', code: 'en', locale: 'en-US', isRtl: false, isDefault: false },
            },
          },
          result: {
            errors: [
              {
                message: 'Some fields are not valid',
                extensions: { code: 'VALIDATION', fields: { code: 'This value is already in use' } },
              },
            ],
          },
        },
      ],
      languages,
    );
    await user.type(await screen.findByLabelText(/^Name/), 'English');
    await user.type(screen.getByLabelText(/^Code/), 'en');
    await user.type(screen.getByLabelText(/^Locale/), 'en-US');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This value is already in use/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a stale edit shows what changed, and overwrites only when asked, with the new version', async () => {
    const user = userEvent.setup();
    const record = (version: number, locale: string) => ({
      data: { record: { ...language('l1', 'English', version), locale } },
    });
    const patch = { name: 'English (UK)', code: 'en', locale: 'en-XX', isRtl: false, isDefault: false };
    const overwrite = vi.fn(() => ({ data: { saved: { __typename: 'Language', id: 'l1', version: 6 } } }));
    const router = renderAt(
      '/configuration/languages/edit/l1',
      [
        { request: { query: LanguageRecordDocument, variables: { id: 'l1' } }, result: record(3, 'en-XX') },
        {
          request: { query: UpdateLanguageRecordDocument, variables: { id: 'l1', version: 3, patch } },
          result: { errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] },
        },
        { request: { query: LanguageRecordDocument, variables: { id: 'l1' } }, result: record(5, 'en-GB') },
        {
          request: { query: UpdateLanguageRecordDocument, variables: { id: 'l1', version: 5, patch } },
          result: overwrite,
        },
        listMock(firstPage, [language('l1', 'English (UK)')]),
      ],
      languages,
    );
    const name = await screen.findByDisplayValue('English');
    await user.clear(name);
    await user.type(name, 'English (UK)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    expect(within(dialog).getByRole('rowheader', { name: 'Locale' })).toBeInTheDocument();
    expect(within(dialog).getByText('en-GB')).toBeInTheDocument();
    expect(overwrite).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    expect(await screen.findByText('Updated information successfully')).toBeInTheDocument();
    expect(overwrite).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/languages'));
  });

  it('asks before leaving a dirty form', async () => {
    const user = userEvent.setup();
    const router = renderAt('/configuration/languages/edit', [listMock(firstPage, [])], languages);
    await user.type(await screen.findByLabelText(/^Name/), 'Half typed');
    await router.navigate('/configuration/languages');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/configuration/languages/edit');
    await router.navigate('/configuration/languages');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/languages'));
  });
});
