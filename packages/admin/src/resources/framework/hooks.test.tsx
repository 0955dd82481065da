// The headless list and form hooks on their own: rendered in a router with a mocked GraphQL link, read
// through what they return (no page around them).
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, configure, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders.tsx';
import {
  LanguageListDocument,
  LanguageRecordDocument,
  UpdateLanguageRecordDocument,
} from '../../graphql/generated.ts';
import { catalogues } from '../../i18n/catalogues.ts';
import { createFakeSessionActor } from '../../session/testing.ts';
import { createSettingsStore } from '../../shell/settings/index.ts';
import { languages } from '../configuration/languages.tsx';
import { withVariables } from './documents.ts';
import { listVariables, useLocalListState } from './listState.ts';
import { useResourceEdit } from './useResourceEdit.ts';
import { useDescribedList, useResourceList } from './useResourceList.ts';

configure({ asyncUtilTimeout: 5000 });

/** Renders `useHook` on a route of a memory router; `result.current` is its latest answer. */
function renderHookAt<T>(
  useHook: () => T,
  { path = '/', pattern = '*', mocks }: { path?: string; pattern?: string; mocks: MockLink.MockedResponse[] },
) {
  const result: { current: T | undefined } = { current: undefined };
  const take = (value: T) => {
    result.current = value;
  };
  function Probe() {
    take(useHook());
    return null;
  }
  // Any other address (the list a saved form leads back to) renders nothing.
  const routes = [
    { path: pattern, element: <Probe /> },
    { path: '*', element: null },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  function Harness() {
    const [state] = useState(() => ({
      actor: createFakeSessionActor('signedIn'),
      settings: createSettingsStore(null),
    }));
    return (
      <AppProviders settingsStore={state.settings} sessionActor={state.actor} catalogues={catalogues}>
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </AppProviders>
    );
  }
  render(<Harness />);
  return { result: result as { current: T }, router };
}

const language = (n: number) => ({
  __typename: 'Language' as const,
  id: `l${n}`,
  version: n,
  name: `Language ${String(n).padStart(2, '0')}`,
  code: `c${n}`,
  locale: 'en-US',
  isRtl: false,
  isDefault: false,
});
const ALL = Array.from({ length: 23 }, (_, i) => language(i + 1));

/** The languages list as the server answers it: filtered by name, then paged; every request noted. */
function listServer({ delay = 0 } = {}) {
  const asked: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: LanguageListDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay,
    result: (variables: Record<string, unknown>) => {
      asked.push(variables);
      const filter = (variables.filter ?? {}) as { name_contains?: string };
      const found = ALL.filter((l) => !filter.name_contains || l.name.includes(filter.name_contains));
      const offset = Number(variables.offset ?? 0);
      return {
        data: {
          list: {
            __typename: 'LanguageConnection',
            totalCount: found.length,
            nodes: found.slice(offset, offset + Number(variables.first ?? 25)),
          },
        },
      };
    },
  };
  return { mock, asked };
}

/** The hook as a custom screen uses it: its own state, its own variables. */
function useLanguages(keepPreviousRows = true) {
  const list = useLocalListState({ pageSize: 10, sort: { field: 'name', direction: 'asc' } });
  return useResourceList({
    list,
    // The generic list arguments, as the framework sends them (typed by the description elsewhere).
    document: withVariables(LanguageListDocument),
    variables: listVariables(list.state),
    connection: (data) => data.list,
    keepPreviousRows,
  });
}

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('useResourceList', () => {
  it('pages on the server: another page asks for its offset and shows its rows; the total is the server’s', async () => {
    const { mock, asked } = listServer();
    const { result } = renderHookAt(() => useLanguages(), { mocks: [mock] });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.total).toBe(23);
    expect(result.current.totalIsEstimate).toBe(false);
    act(() => result.current.setPage(3));
    await waitFor(() =>
      expect(names(result.current.rows)).toEqual(['Language 21', 'Language 22', 'Language 23']),
    );
    expect(asked.at(-1)).toMatchObject({ first: 10, offset: 20 });
    expect(result.current.state.page).toBe(3);
  });

  it('keeps the rows shown while the next page loads; without keepPreviousRows it shows the loading state', async () => {
    for (const keep of [true, false]) {
      const { mock } = listServer({ delay: 50 });
      const { result } = renderHookAt(() => useLanguages(keep), { mocks: [mock] });
      await waitFor(() => expect(result.current.rows).toHaveLength(10));
      act(() => result.current.setPage(2));
      expect(result.current.fetching).toBe(true);
      expect(result.current.loading).toBe(!keep);
      expect(names(result.current.rows)[0]).toBe(keep ? 'Language 01' : undefined);
      await waitFor(() => expect(names(result.current.rows)[0]).toBe('Language 11'));
      expect(result.current.loading).toBe(false);
    }
  });

  it('goes back to the first page when a filter or the page size changes', async () => {
    const { mock, asked } = listServer();
    const { result } = renderHookAt(() => useLanguages(), { mocks: [mock] });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.state.page).toBe(2));
    act(() => result.current.setFilter('name_contains', 'Language 1'));
    await waitFor(() => expect(result.current.total).toBe(10));
    expect(result.current.state.page).toBe(1);
    expect(asked.at(-1)).toMatchObject({ offset: 0, filter: { name_contains: 'Language 1' } });
    act(() => result.current.setPage(2));
    act(() => result.current.setPageSize(25));
    expect(result.current.state).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('keeps a selection across pages with the version of each selected row, until it is cleared', async () => {
    const { mock } = listServer();
    const { result } = renderHookAt(() => useLanguages(), { mocks: [mock] });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.select(['l1', 'l2']));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(names(result.current.rows)[0]).toBe('Language 11'));
    act(() => result.current.select([...result.current.selected, 'l12']));
    expect(result.current.selected).toEqual(['l1', 'l2', 'l12']);
    expect(result.current.versions).toMatchObject({ l1: 1, l2: 2, l12: 12 });
    act(() => result.current.clearSelection());
    expect(result.current.selected).toEqual([]);
  });

  it('toggles a sorted column between ascending and descending, the default sort included', async () => {
    const { mock, asked } = listServer();
    const { result } = renderHookAt(() => useLanguages(), { mocks: [mock] });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.tableSort).toEqual({ id: 'name', direction: 'asc' });
    // The table's own cycle ends in "no sort" after descending; the list turns it into the other direction.
    act(() => result.current.onSortChange(null));
    expect(result.current.tableSort).toEqual({ id: 'name', direction: 'desc' });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: { field: 'name', direction: 'DESC' } }));
  });

  it('keeps a resource list’s page and sort in the URL (useDescribedList)', async () => {
    const { mock, asked } = listServer();
    const { result, router } = renderHookAt(() => useDescribedList(languages), {
      path: '/configuration/languages',
      mocks: [mock],
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(23));
    act(() => result.current.setPageSize(10));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10&page=2'));
    await waitFor(() => expect(names(result.current.rows)[0]).toBe('Language 11'));
    expect(asked.at(-1)).toMatchObject({ first: 10, offset: 10, sort: { field: 'name', direction: 'ASC' } });

    // The same page asked for again (the same search submitted twice) adds no history entry.
    let navigations = 0;
    const stop = router.subscribe(() => (navigations += 1));
    act(() => result.current.setPage(2));
    act(() => result.current.setPage(2));
    expect(navigations).toBe(0);
    act(() => result.current.setPage(3));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10&page=3'));
    expect(navigations).toBeGreaterThan(0);
    stop();
  });
});

const english = { ...language(1), name: 'English', code: 'en', version: 3 };
const patchOf = (name: string) => ({ name, code: 'en', locale: 'en-US', isRtl: false, isDefault: false });

/** The record's answers in turn (the last one repeats). */
function recordServer(...answers: (Record<string, unknown> | null)[]) {
  let asked = 0;
  return {
    request: { query: LanguageRecordDocument, variables: { id: 'l1' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { record: answers[Math.min(asked++, answers.length - 1)] ?? null } }),
  } satisfies MockLink.MockedResponse;
}

/** The update's answers in turn; every request's variables noted. */
function updateServer(...answers: Record<string, unknown>[]) {
  const sent: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: UpdateLanguageRecordDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return answers[Math.min(sent.length - 1, answers.length - 1)]!;
    },
  };
  return { mock, sent };
}

const listMock: MockLink.MockedResponse = {
  request: { query: LanguageListDocument, variables: () => true },
  result: { data: { list: { __typename: 'LanguageConnection', totalCount: 0, nodes: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderEdit(mocks: MockLink.MockedResponse[], id = 'l1') {
  return renderHookAt(() => useResourceEdit(languages, id), {
    path: `/configuration/languages/edit/${id}`,
    pattern: '/configuration/languages/edit/:id',
    mocks: [...mocks, listMock],
  });
}

describe('useResourceEdit', () => {
  it('loads the record into the form, and discard puts its values back', async () => {
    const { result } = renderEdit([recordServer(english)]);
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('English'));
    expect(result.current.base?.version).toBe(3);
    expect(result.current.notFound).toBe(false);
    act(() => result.current.form.setValue('name', 'Anglais', { shouldDirty: true }));
    expect(result.current.form.getValues('name')).toBe('Anglais');
    act(() => result.current.discard());
    expect(result.current.form.getValues('name')).toBe('English');
  });

  it('says "not found" for an id that names no record', async () => {
    const { result } = renderHookAt(() => useResourceEdit(languages, 'nope'), {
      mocks: [
        {
          request: { query: LanguageRecordDocument, variables: { id: 'nope' } },
          result: { data: { record: null } },
        },
      ],
    });
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current.gone).toBe(false);
  });

  it('saves from the version the edit started from; a CONFLICT shows their record, and overwrite saves over it', async () => {
    const theirs = { ...english, name: 'English (US)', version: 4 };
    const conflict = { errors: [{ message: 'Changed', extensions: { code: 'CONFLICT' } }] };
    const saved = {
      data: { saved: { ...english, name: 'English (UK)', version: 5 } },
    };
    const update = updateServer(conflict, saved);
    const { result, router } = renderEdit([recordServer(english, theirs), update.mock]);
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('English'));
    act(() => result.current.form.setValue('name', 'English (UK)', { shouldDirty: true }));
    await act(() => result.current.submit());
    expect(update.sent[0]).toEqual({ id: 'l1', version: 3, patch: patchOf('English (UK)') });
    await waitFor(() => expect(result.current.conflict).not.toBeNull());
    expect(result.current.conflict).toMatchObject({ theirs: { version: 4, name: 'English (US)' } });
    expect(result.current.conflict?.mine.name).toBe('English (UK)');

    act(() => result.current.overwrite(result.current.conflict!));
    await waitFor(() => expect(update.sent).toHaveLength(2));
    expect(update.sent[1]).toEqual({ id: 'l1', version: 4, patch: patchOf('English (UK)') });
    expect(result.current.conflict).toBeNull();
    // Saved: the form leaves for the list.
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/languages'));
  });

  it('takes their version as the new starting point when the user reloads after a conflict', async () => {
    const theirs = { ...english, name: 'English (US)', version: 4 };
    const update = updateServer({ errors: [{ message: 'Changed', extensions: { code: 'CONFLICT' } }] });
    const { result } = renderEdit([recordServer(english, theirs), update.mock]);
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('English'));
    act(() => result.current.form.setValue('name', 'English (UK)', { shouldDirty: true }));
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.conflict).not.toBeNull());
    const epoch = result.current.sections.epoch;
    act(() => result.current.takeTheirs(result.current.conflict!));
    expect(result.current.conflict).toBeNull();
    expect(result.current.base?.version).toBe(4);
    expect(result.current.form.getValues('name')).toBe('English (US)');
    // The record's sections start over from their version too.
    expect(result.current.sections.epoch).toBe(epoch + 1);
  });

  it('puts the server’s field errors on their fields and says why the save failed', async () => {
    const update = updateServer({
      errors: [
        {
          message: 'Invalid',
          extensions: { code: 'VALIDATION', fields: { code: 'This code is already used' } },
        },
      ],
    });
    const { result } = renderEdit([recordServer(english), update.mock]);
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('English'));
    act(() => result.current.form.setValue('name', 'English (UK)', { shouldDirty: true }));
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.form.getFieldState('code').error?.message).toBe('This code is already used'),
    );
    expect(result.current.saveError).toBe('Not saved: check the marked fields');
    expect(result.current.conflict).toBeNull();
  });
});
