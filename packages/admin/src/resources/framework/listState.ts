// A list's filter, sort and page live in the URL search params: shareable, and the back button works.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterDescription } from './types.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListQueryState {
  page: number;
  pageSize: number;
  sort: ListSort | null;
  /** Only the filters that are set, by the server filter's field name. */
  filter: Record<string, string | boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readListState(
  params: URLSearchParams,
  filters: readonly FilterDescription[],
  defaultSort: ListSort | null = null,
): ListQueryState {
  const filter: Record<string, string | boolean> = {};
  for (const f of filters) {
    const raw = params.get(f.name);
    if (raw === null || raw === '') continue;
    if (f.kind === 'boolean') {
      if (raw === 'true' || raw === 'false') filter[f.name] = raw === 'true';
    } else if (f.kind === 'select') {
      // Only a known choice: a hand-edited URL cannot send the server a value it would refuse.
      if (f.options || f.choices?.some((c) => c.value === raw)) filter[f.name] = raw;
    } else if (f.kind === 'reference') {
      // A record id: anything else would be refused by the server's ID filter.
      if (UUID.test(raw)) filter[f.name] = raw;
    } else if (f.kind === 'dateFrom' || f.kind === 'dateTo') {
      if (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw))) filter[f.name] = raw;
    } else filter[f.name] = raw;
  }
  const sortParam = params.get('sort');
  let sort = defaultSort;
  if (sortParam) {
    const [field, direction] = sortParam.split('.');
    sort = field ? { field, direction: direction === 'desc' ? 'desc' : 'asc' } : defaultSort;
  }
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    page: positive(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort,
    filter,
  };
}

/** The generic list arguments of the server (`first` ≤ 200, `offset`, `filter`, `sort`). */
export type ListVariables = ReturnType<typeof listVariables>;

/**
 * The server's list arguments for a state. With the filter descriptions, values are sent in the server's
 * types: numeric choices as numbers, days as the first / last instant of that day in the user's time zone.
 */
export function listVariables(state: ListQueryState, filters: readonly FilterDescription[] = []) {
  const filter: Record<string, string | number | boolean> = { ...state.filter };
  for (const f of filters) {
    const value = filter[f.name];
    if (typeof value !== 'string') continue;
    if (f.kind === 'select' && f.numeric) filter[f.name] = Number(value);
    if (f.kind === 'dateFrom') filter[f.name] = new Date(`${value}T00:00:00`).toISOString();
    if (f.kind === 'dateTo') filter[f.name] = new Date(`${value}T23:59:59.999`).toISOString();
  }
  return {
    first: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    filter: Object.keys(filter).length > 0 ? filter : null,
    sort: state.sort
      ? { field: state.sort.field, direction: state.sort.direction === 'desc' ? 'DESC' : 'ASC' }
      : null,
  };
}

/** A list's paging, sort and filter with their setters, kept in the URL or in the screen's own state. */
export interface ListStateController {
  state: ListQueryState;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: ListSort | null) => void;
  /** Sets one filter ('' or null clears it) and goes back to the first page. */
  setFilter: (name: string, value: string | boolean | null) => void;
  clearFilters: () => void;
}

/** The list state in the URL search params (a resource's list page): shareable, back button works. */
export function useListQueryState(
  filters: readonly FilterDescription[],
  defaultSort?: ListSort,
): ListStateController {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readListState(params, filters, defaultSort ?? null),
    [params, filters, defaultSort],
  );

  // The params as last rendered or set: two changes in one handler build on each other, and a change that
  // leaves them as they are (the same search submitted again) adds no entry to the browser's history.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page'))),
    [update],
  );
  const setPageSize = useCallback(
    (size: number) =>
      update((next) => {
        next.set('size', String(size));
        next.delete('page');
      }),
    [update],
  );
  const setSort = useCallback(
    (sort: ListSort | null) =>
      update((next) => {
        if (sort) next.set('sort', `${sort.field}.${sort.direction}`);
        else next.delete('sort');
        next.delete('page');
      }),
    [update],
  );
  const setFilter = useCallback(
    (name: string, value: string | boolean | null) =>
      update((next) => {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
        next.delete('page');
      }),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const f of filters) next.delete(f.name);
        next.delete('page');
      }),
    [update, filters],
  );

  return { state, setPage, setPageSize, setSort, setFilter, clearFilters };
}

/**
 * The list variables of the last committed render. React Router applies navigations in a transition, and
 * Apollo's useQuery applies new variables while rendering: when a transition render is interrupted (an
 * answer arriving on a busy machine), the next render still has the old URL, and the two ping-pong the
 * query between the old and the new page. Passing only committed variables gives the query one value per
 * commit, at the cost of one extra render after each navigation.
 */
export function useCommittedListVariables(variables: ListVariables): ListVariables {
  const key = JSON.stringify(variables);
  const [committed, setCommitted] = useState({ key, variables });
  useEffect(() => {
    // The one extra render after a commit is the point: it hands the query the committed variables.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (committed.key !== key) setCommitted({ key, variables });
  }, [committed.key, key, variables]);
  return committed.variables;
}

/**
 * The list state in the screen's own state, for a list inside a page (a record's members, an account's
 * postings) whose paging must not take over the page's URL. Same rules as the URL state: a new page
 * size, sort or filter goes back to the first page.
 */
export function useLocalListState(
  initial: { pageSize?: number; sort?: ListSort | null } = {},
): ListStateController {
  const [state, setState] = useState<ListQueryState>(() => ({
    page: 1,
    pageSize: initial.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: initial.sort ?? null,
    filter: {},
  }));
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setPageSize = useCallback((pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })), []);
  const setSort = useCallback((sort: ListSort | null) => setState((s) => ({ ...s, sort, page: 1 })), []);
  const setFilter = useCallback(
    (name: string, value: string | boolean | null) =>
      setState((s) => {
        const filter = { ...s.filter };
        if (value === null || value === '') delete filter[name];
        else filter[name] = value;
        return { ...s, filter, page: 1 };
      }),
    [],
  );
  const clearFilters = useCallback(() => setState((s) => ({ ...s, filter: {}, page: 1 })), []);
  return useMemo(
    () => ({ state, setPage, setPageSize, setSort, setFilter, clearFilters }),
    [state, setPage, setPageSize, setSort, setFilter, clearFilters],
  );
}
