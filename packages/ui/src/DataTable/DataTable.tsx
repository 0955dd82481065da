import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { VisuallyHidden } from 'radix-ui';
import { forwardRef, useMemo, useRef } from 'react';
import type { ForwardedRef, ReactElement, ReactNode, Ref } from 'react';
import { ColumnChooser } from './ColumnChooser.tsx';
import * as S from './DataTable.styles.ts';
import type { DataTableLabels, DataTableProps, DataTableSort } from './DataTable.types.ts';
import {
  bodyRow,
  TableToolbar,
  defaultCell,
  stateBody,
  tableFooter,
  tableHead,
  type RowContext,
} from './DataTableParts.tsx';
import { DeferredVirtualRows } from './lazyVirtualRows.tsx';
import { pageSelection } from './pageSelection.ts';
import { useFitColumns } from './useFitColumns.ts';

export { DataTableText, nextSort } from './DataTableParts.tsx';

const DEFAULT_LABELS: DataTableLabels = {
  selectAll: 'Select all rows on this page',
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  selected: (count) => `${count} selected`,
  clearSelection: 'Clear selection',
  bulkActions: 'Bulk actions',
  columns: 'Columns',
  visibleColumns: 'Visible columns',
  loading: 'Loading rows',
  errorTitle: 'The list could not be loaded',
  retry: 'Retry',
  emptyTitle: 'Nothing to show',
  emptyDescription: 'There are no rows here yet.',
};

const ROW_HEIGHT = { comfortable: 44, dense: 32 } as const;
/** The TanStack table over the rows: server-sorted and server-paged, so it only reports what was asked. */
function useServerTable<Row>({
  data,
  columns,
  getRowId,
  sort,
  columnVisibility,
}: Pick<DataTableProps<Row>, 'data' | 'columns' | 'getRowId' | 'columnVisibility'> & {
  sort: DataTableSort | null;
}) {
  const visibility = useMemo(() => columnVisibility ?? {}, [columnVisibility]);
  // Sorting and paging are the server's job: the table only reports what the user asked for.
  // The table instance is meant to be read fresh on every render, which is what we do.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    // No default width: a column without `size` takes its share of the remaining space. A column
    // without its own cell shows its text in the text's direction.
    defaultColumn: { size: undefined, cell: defaultCell },
    manualSorting: true,
    manualPagination: true,
    state: {
      sorting: sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [],
      columnVisibility: visibility,
    },
  });
  return {
    table,
    visibility,
    rows: table.getRowModel().rows,
    headers: table.getHeaderGroups().at(-1)?.headers ?? [],
    visibleColumns: table.getVisibleLeafColumns(),
  };
}

function DataTableImpl<Row>(props: DataTableProps<Row>, ref: ForwardedRef<HTMLDivElement>) {
  const {
    sort = null,
    onSortChange,
    page = 1,
    pageSize = 50,
    total,
    onPageChange,
    onColumnVisibilityChange,
    onSelectionChange,
    loading = false,
    error,
    density = 'comfortable',
    height,
    virtualized = false,
    rowHeight = ROW_HEIGHT[density],
  } = props;
  const labels = { ...DEFAULT_LABELS, ...props.labels };
  const number = useMemo(() => new Intl.NumberFormat(props.locale), [props.locale]);
  const { table, visibility, rows, headers, visibleColumns } = useServerTable({ ...props, sort });

  const selectable = onSelectionChange !== undefined;
  const tableRef = useRef<HTMLTableElement>(null);
  const { sizeOf } = useFitColumns(tableRef, visibleColumns, selectable);
  const selectAllRef = useRef<HTMLButtonElement>(null);
  const { selection, selectedSet, pageChecked, setPageSelected, setRowSelected } = pageSelection(
    rows.map((row) => row.id),
    props.selectedIds,
    onSelectionChange,
  );
  const clearSelection = () => {
    onSelectionChange?.([]);
    // The bar (and its button) disappears: keep keyboard users in the table.
    selectAllRef.current?.focus();
  };

  const columnCount = visibleColumns.length + (selectable ? 1 : 0);
  const showRows = !loading && !error && rows.length > 0;
  const virtual = virtualized && showRows;
  const scrollRef = useRef<HTMLDivElement>(null);

  // With paging or virtualization the DOM holds a window of the rows: tell assistive tech where it is.
  const paged = onPageChange !== undefined && total !== undefined;
  const rowCount = virtualized ? rows.length + 1 : paged ? total + 1 : undefined;
  const rowOffset = virtualized ? 0 : paged ? (Math.max(1, page) - 1) * pageSize : 0;
  const indexed = rowCount !== undefined;
  const rowContext: RowContext<Row> = {
    selectable,
    selectedSet,
    setRowSelected,
    getRowLabel: props.getRowLabel,
    selectRowLabel: labels.selectRow,
    onRowClick: props.onRowClick,
    rowHeight,
    rowIndex: (index) => (indexed ? rowOffset + index + 2 : undefined),
  };
  const body: ReactNode =
    error || loading || rows.length === 0 ? (
      stateBody({ ...props, loading, pageSize, rowHeight, selectable, visibleColumns, labels, columnCount })
    ) : virtual ? (
      <DeferredVirtualRows {...{ scrollRef, rows, rowHeight, height, columnCount, rowContext }} />
    ) : (
      rows.map((row, index) => bodyRow(row, index, rowContext))
    );

  return (
    <S.Root ref={ref}>
      <TableToolbar
        labels={labels}
        count={number.format(selection.length)}
        selection={selectable ? selection : []}
        bulkActions={props.bulkActions}
        clearSelection={clearSelection}
        toolbar={props.toolbar}
        chooser={
          onColumnVisibilityChange && (
            <ColumnChooser
              columns={table.getAllLeafColumns()}
              visibility={visibility}
              onChange={onColumnVisibilityChange}
              label={labels.columns}
              heading={labels.visibleColumns}
            />
          )
        }
      />
      <VisuallyHidden.Root role="status">{loading ? labels.loading : ''}</VisuallyHidden.Root>
      <S.Scroll
        ref={scrollRef}
        data-scroll=""
        style={virtualized ? { blockSize: height } : { maxBlockSize: height }}
      >
        <S.Table
          data-density={density}
          aria-busy={loading || undefined}
          aria-rowcount={rowCount}
          ref={tableRef}
        >
          <VisuallyHidden.Root asChild>
            <caption>{props.caption}</caption>
          </VisuallyHidden.Root>
          {tableHead({
            columns: visibleColumns,
            headers,
            sizeOf,
            indexed,
            sort,
            onSortChange,
            selectAll: selectable
              ? {
                  ref: selectAllRef,
                  checked: pageChecked,
                  label: labels.selectAll,
                  onChange: setPageSelected,
                }
              : null,
          })}
          <tbody>{body}</tbody>
        </S.Table>
      </S.Scroll>
      {paged && tableFooter({ ...props, page, pageSize, total, onPageChange })}
    </S.Root>
  );
}

const ForwardedDataTable = forwardRef(DataTableImpl);
ForwardedDataTable.displayName = 'DataTable';

/**
 * The product's list view: server-sorted, server-paged rows with selection, bulk actions, a
 * column chooser and loading, error and empty states; virtualized for very long lists.
 */
export const DataTable = ForwardedDataTable as <Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
