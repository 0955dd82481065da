// The logic of a server-paged list, without its view (in the spirit of ra-core's list controller): the
// list state, the query, the rows and totals, and the selection. ListPage renders it for any resource;
// a custom screen (a record's member stores, an account's postings) renders the same hook its own way.
import type { OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DataTableSort } from '@market/ui';
import { useCallback, useMemo, useState } from 'react';
import { withVariables } from './documents.ts';
import {
  useCommittedListVariables,
  useListQueryState,
  type ListSort,
  type ListStateController,
} from './listState.ts';
import { listPageVariables, takePrefetched } from './prefetch.ts';
import type { Connection, ResourceDescription, ResourceRow } from './types.ts';

/**
 * The sort a header click asks for. The table's own cycle ends in "no sort", which for a list is the
 * default sort: clicking the default column (orders by "Placed", newest first) would change nothing.
 * A list's sortable columns toggle between ascending and descending instead, the default included.
 */
export function toggledSort(current: ListSort | null, next: DataTableSort | null): ListSort | null {
  if (next) return { field: next.id, direction: next.direction };
  if (!current) return null;
  return { field: current.field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** A listed row: its id, and its version when the entity has one (a bulk delete sends it). */
export interface ListRow {
  id: string;
  version?: number;
}

export interface ResourceListOptions<Data, Vars extends OperationVariables, Row extends ListRow> {
  /** Paging, sort and filter: `useListQueryState` (in the URL) or `useLocalListState` (in the screen). */
  list: ListStateController;
  document: TypedDocumentNode<Data, Vars>;
  /** The query's variables for `list.state` (see `listVariables`, `useCommittedListVariables`). */
  variables: Vars;
  /** Where the answer holds the rows (`data => data.list`). */
  connection: (data: Data) => Connection<Row> | undefined;
  fetchPolicy?: WatchQueryFetchPolicy;
  /** Passed to Apollo as given: e.g. `() => 'cache-and-network'` to ask again for a page shown before. */
  nextFetchPolicy?: () => WatchQueryFetchPolicy;
  notifyOnNetworkStatusChange?: boolean;
  /** While another page loads, the rows shown before stay (default); false shows the loading state. */
  keepPreviousRows?: boolean;
}

export interface ResourceList<Data, Row extends ListRow> extends ListStateController {
  data: Data | undefined;
  rows: Row[];
  total: number;
  /** True when the server estimated a count too large to count exactly ("about 1,200,000"). */
  totalIsEstimate: boolean;
  /** Nothing to show yet: the first answer (or, without `keepPreviousRows`, the page's) is on its way. */
  loading: boolean;
  /** A request is in flight (a refresh or another page while the previous rows stay). */
  fetching: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
  /** The table's sort for `list.state.sort`, and the change a header click asks for (`toggledSort`). */
  tableSort: DataTableSort | null;
  onSortChange: (next: DataTableSort | null) => void;
  /** Selected ids; they stay selected across pages, filters and sorts until cleared. */
  selected: string[];
  /** Selects these ids and records the version of every row shown (a selection spanning pages). */
  select: (ids: string[]) => void;
  /** Replaces the selection as is (after a bulk action, the ids it kept). */
  setSelected: (ids: string[]) => void;
  clearSelection: () => void;
  /** The version of every row seen selected, by id. */
  versions: Record<string, number>;
}

export function useResourceList<Data, Vars extends OperationVariables, Row extends ListRow>(
  options: ResourceListOptions<Data, Vars, Row>,
): ResourceList<Data, Row> {
  const { list, document, variables, connection: connectionOf, keepPreviousRows = true } = options;
  const query = useQuery(document as TypedDocumentNode<Data, OperationVariables>, {
    variables,
    ...(options.fetchPolicy ? { fetchPolicy: options.fetchPolicy } : {}),
    ...(options.nextFetchPolicy ? { nextFetchPolicy: options.nextFetchPolicy } : {}),
    ...(options.notifyOnNetworkStatusChange ? { notifyOnNetworkStatusChange: true } : {}),
  });
  const data = (query.data ?? (keepPreviousRows ? query.previousData : undefined)) as Data | undefined;
  const connection = data ? connectionOf(data) : undefined;
  const rows = useMemo(() => connection?.nodes ?? [], [connection]);
  const selection = useSelection(rows);
  const { state, setSort } = list;
  const onSortChange = useCallback(
    (next: DataTableSort | null) => setSort(toggledSort(state.sort, next)),
    [setSort, state.sort],
  );
  return {
    ...list,
    data,
    rows,
    total: connection?.totalCount ?? 0,
    totalIsEstimate: connection?.totalCountIsEstimate ?? false,
    loading: query.loading && !connection,
    fetching: query.loading,
    error: query.error,
    refetch: query.refetch,
    tableSort: state.sort ? { id: state.sort.field, direction: state.sort.direction } : null,
    onSortChange,
    ...selection,
  };
}

/** The selected ids, and the version of each row as it was when selected. */
function useSelection(rows: readonly ListRow[]) {
  const [selected, setSelected] = useState<string[]>([]);
  const [versions, setVersions] = useState<Record<string, number>>({});
  const select = useCallback(
    (ids: string[]) => {
      setSelected(ids);
      setVersions((known) => ({
        ...known,
        ...Object.fromEntries(
          rows.flatMap((row) => (typeof row.version === 'number' ? [[row.id, row.version]] : [])),
        ),
      }));
    },
    [rows],
  );
  const clearSelection = useCallback(() => setSelected([]), []);
  return { selected, select, setSelected, clearSelection, versions };
}

/**
 * A resource's list as its list page shows it: the state in the URL, the description's fixed filter,
 * and the first answer taken from the router's prefetch when it asked for it.
 */
export function useDescribedList<Row extends ResourceRow>(
  description: Pick<
    ResourceDescription<Row>,
    'listName' | 'documents' | 'filters' | 'fixedFilter' | 'defaultSort'
  >,
) {
  const list = useListQueryState(description.filters, description.defaultSort);
  const variables = useCommittedListVariables(listPageVariables(description, list.state));
  // Asked for by the router while this page loaded: the first answer comes from that request.
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    takePrefetched(description.listName, variables) ? 'cache-first' : 'cache-and-network',
  );
  const resourceList = useResourceList({
    list,
    document: withVariables(description.documents.list),
    variables,
    connection: (data) => data.list,
    fetchPolicy,
    // A function, so it also applies when the variables change (a string gives way to the first
    // policy then): a page, filter or sort shown before is served from the cache and asked for again.
    nextFetchPolicy: () => 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return { ...resourceList, variables };
}
