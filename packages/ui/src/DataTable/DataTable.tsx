import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type Header,
  type Row as TableRow,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { AlertTriangle, ArrowDown, ArrowUp, ArrowUpDown, Inbox, RotateCw } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { forwardRef, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ForwardedRef, KeyboardEvent, MouseEvent, ReactElement, ReactNode, Ref } from 'react';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import * as S from './DataTable.styles.ts';
import type { DataTableLabels, DataTableProps, DataTableSort } from './DataTable.types.ts';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';

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
const SELECT_COLUMN_WIDTH = 48;
/**
 * The narrowest a column without a `size` gets: below it the table scrolls sideways (a phone, a
 * narrow panel) instead of squeezing every cell to an ellipsis.
 */
const MIN_FLEXIBLE_COLUMN_WIDTH = 120;
const SKELETON_ROWS = 8;
// Clicks on these inside a row belong to them, not to the row.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="checkbox"], [role="menuitem"]';

/**
 * A text cell's words in their own direction (`dir="auto"`): a Latin name in an Arabic table keeps its
 * start and its trailing punctuation and is cut with an ellipsis at its own end, while the box still
 * lines up with the column's start. A column's own `cell` uses it for free text.
 */
export function DataTableText({ children }: { children: string }) {
  return <S.CellText dir="auto">{children}</S.CellText>;
}

function defaultCell<Row>({ getValue }: CellContext<Row, unknown>): ReactNode {
  const value = getValue();
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? <DataTableText>{value}</DataTableText> : String(value);
}

/** Ascending → descending → none: the cycle a header button walks through. */
export function nextSort(current: DataTableSort | null, id: string): DataTableSort | null {
  if (current?.id !== id) return { id, direction: 'asc' };
  return current.direction === 'asc' ? { id, direction: 'desc' } : null;
}

/** The width the content of a cell takes on one line, plus the cell's padding (0 where nothing is laid out). */
function naturalWidth(cell: HTMLElement, content: Node = cell): number {
  const range = document.createRange();
  // Without layout (jsdom) there is nothing to measure.
  if (typeof range.getBoundingClientRect !== 'function') return 0;
  range.selectNodeContents(content);
  const width = range.getBoundingClientRect().width;
  if (width === 0) return 0;
  const style = getComputedStyle(cell);
  return Math.ceil(
    width + parseFloat(style.paddingInlineStart || '0') + parseFloat(style.paddingInlineEnd || '0'),
  );
}

/** Widths of the `fit` columns, measured from the rendered cells; null when nothing is laid out (jsdom). */
function measureFitColumns(table: HTMLTableElement, ids: readonly string[]): Record<string, number> | null {
  const widths: Record<string, number> = {};
  for (const id of ids) {
    let widest = 0;
    for (const cell of table.querySelectorAll<HTMLElement>('[data-column]')) {
      if (cell.dataset.column !== id) continue;
      // A header's text sits in a button that the column clamps: measure the text, then add the icon.
      const label = cell.querySelector<HTMLElement>('[data-header-label]');
      const extra = label && cell.querySelector('button') ? SORT_ICON_WIDTH : 0;
      widest = Math.max(widest, naturalWidth(cell, label ?? cell) + extra);
    }
    if (widest === 0) return null;
    widths[id] = widest + 1; // sub-pixel text can round up and cut the last letter
  }
  return widths;
}

/** The full text of every cell that is still cut, as its tooltip (`title`); cells that fit lose it. */
function titleCutCells(table: HTMLTableElement) {
  for (const cell of table.querySelectorAll<HTMLElement>('td[data-column]')) {
    if (cell.dataset.ownTitle !== undefined) continue;
    const inner = cell.querySelector<HTMLElement>('[dir="auto"]') ?? cell;
    const cut = inner.scrollWidth > inner.clientWidth || cell.scrollWidth > cell.clientWidth;
    const text = cell.textContent?.trim() ?? '';
    if (cut && text) cell.title = text;
    else cell.removeAttribute('title');
  }
}

const SORT_ICON_WIDTH = 18;

function ariaSort(sort: DataTableSort | null, id: string): 'ascending' | 'descending' | 'none' {
  if (sort?.id !== id) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function DataTableImpl<Row>(props: DataTableProps<Row>, ref: ForwardedRef<HTMLDivElement>) {
  const {
    columns,
    data,
    getRowId,
    getRowLabel,
    caption,
    sort = null,
    onSortChange,
    page = 1,
    pageSize = 50,
    total,
    totalIsEstimate,
    onPageChange,
    onPageSizeChange,
    pageSizeOptions,
    locale,
    columnVisibility,
    onColumnVisibilityChange,
    selectedIds,
    onSelectionChange,
    bulkActions,
    toolbar,
    loading = false,
    error,
    onRetry,
    emptyState,
    onRowClick,
    density = 'comfortable',
    height,
    virtualized = false,
    rowHeight = ROW_HEIGHT[density],
    labels: labelOverrides,
    paginationLabels,
  } = props;
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const visibility = useMemo(() => columnVisibility ?? {}, [columnVisibility]);
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);

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
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const visibleColumns = table.getVisibleLeafColumns();

  const selectable = onSelectionChange !== undefined;
  const tableRef = useRef<HTMLTableElement>(null);
  const [fitWidths, setFitWidths] = useState<Record<string, number>>({});
  const fitIds = visibleColumns.filter((c) => c.columnDef.meta?.fit).map((c) => c.id);
  const fitKey = fitIds.join(',');
  // Measures the fit columns (setting the same widths again is skipped, so this settles after one
  // extra render) and titles what is still cut. Kept in a ref so the observers below call the latest.
  const fit = useRef(() => undefined as void);
  fit.current = () => {
    const table = tableRef.current;
    if (!table) return;
    const measured = fitKey ? measureFitColumns(table, fitKey.split(',')) : {};
    if (measured && JSON.stringify(measured) !== JSON.stringify(fitWidths)) {
      setFitWidths(measured);
      return;
    }
    titleCutCells(table);
  };
  // After every render of the table: the rows, language or visible columns may have changed the widest cell.
  useLayoutEffect(() => fit.current());
  // What changes a cell's width without rendering the table: a cell that renders on its own (a status
  // badge whose name and colour arrive later) and the web font arriving (text measured before it is the
  // fallback font's width). Without these the column keeps whichever width it measured first.
  useEffect(() => {
    const table = tableRef.current;
    if (!table || typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fit.current());
    };
    // Class changes restyle a cell; `title` and the columns' own widths (which this sets) are left out.
    const cells = new MutationObserver(later);
    cells.observe(table, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    const fonts = typeof document.fonts === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener('loadingdone', later);
    void fonts?.ready.then(later);
    return () => {
      cells.disconnect();
      fonts?.removeEventListener('loadingdone', later);
      cancelAnimationFrame(frame);
    };
  }, []);
  const widthOf = (column: (typeof visibleColumns)[number]): number | undefined =>
    column.columnDef.meta?.fit && fitWidths[column.id] !== undefined
      ? fitWidths[column.id]
      : column.columnDef.size === undefined
        ? undefined
        : column.getSize();
  const minTableWidth = visibleColumns.reduce(
    (width, column) => width + (widthOf(column) ?? MIN_FLEXIBLE_COLUMN_WIDTH),
    selectable ? SELECT_COLUMN_WIDTH : 0,
  );
  const selection = selectedIds ?? [];
  const selectedSet = new Set(selection);
  const pageIds = rows.map((row) => row.id);
  const selectedOnPage = pageIds.filter((id) => selectedSet.has(id)).length;
  const pageChecked =
    pageIds.length > 0 && selectedOnPage === pageIds.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;
  const selectAllRef = useRef<HTMLButtonElement>(null);

  const setPageSelected = (checked: boolean) => {
    if (!onSelectionChange) return;
    const onPage = new Set(pageIds);
    onSelectionChange(
      checked
        ? [...selection, ...pageIds.filter((id) => !selectedSet.has(id))]
        : selection.filter((id) => !onPage.has(id)),
    );
  };
  const setRowSelected = (id: string, checked: boolean) => {
    if (!onSelectionChange) return;
    onSelectionChange(checked ? [...selection, id] : selection.filter((other) => other !== id));
  };
  const clearSelection = () => {
    onSelectionChange?.([]);
    // The bar (and its button) disappears: keep keyboard users in the table.
    selectAllRef.current?.focus();
  };

  const columnCount = visibleColumns.length + (selectable ? 1 : 0);
  const showRows = !loading && !error && rows.length > 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = virtualized && showRows;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    initialRect: { width: 0, height: height ?? 0 },
    overscan: 8,
  });

  // With paging or virtualization the DOM holds a window of the rows: tell assistive tech where it is.
  const paged = onPageChange !== undefined && total !== undefined;
  const rowCount = virtualized ? rows.length + 1 : paged ? total + 1 : undefined;
  const rowOffset = virtualized ? 0 : paged ? (Math.max(1, page) - 1) * pageSize : 0;
  const indexed = rowCount !== undefined;

  const activateRow = (event: MouseEvent<HTMLTableRowElement>, row: TableRow<Row>) => {
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(INTERACTIVE)) return;
    onRowClick?.(row.original);
  };
  const rowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: TableRow<Row>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row.original);
    }
  };

  const renderHeader = (header: Header<Row, unknown>) => {
    const { column } = header;
    const align = column.columnDef.meta?.align;
    const content = flexRender(column.columnDef.header, header.getContext());
    const sortable = onSortChange !== undefined && column.getCanSort();
    const state = ariaSort(sort, column.id);
    return (
      <S.Th
        key={header.id}
        scope="col"
        data-align={align}
        data-column={column.id}
        aria-sort={sortable ? state : undefined}
      >
        {sortable ? (
          <S.SortButton type="button" onClick={() => onSortChange(nextSort(sort, column.id))}>
            <span data-header-label="">{content}</span>
            {state === 'ascending' ? (
              <ArrowUp aria-hidden />
            ) : state === 'descending' ? (
              <ArrowDown aria-hidden />
            ) : (
              <ArrowUpDown aria-hidden data-idle="" />
            )}
          </S.SortButton>
        ) : (
          content
        )}
      </S.Th>
    );
  };

  const renderRow = (row: TableRow<Row>, index: number) => {
    const isSelected = selectedSet.has(row.id);
    const rowLabel = getRowLabel?.(row.original) ?? row.id;
    return (
      <S.Row
        key={row.id}
        aria-rowindex={indexed ? rowOffset + index + 2 : undefined}
        aria-selected={selectable ? isSelected : undefined}
        data-selected={isSelected ? '' : undefined}
        data-clickable={onRowClick ? '' : undefined}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick ? (event) => activateRow(event, row) : undefined}
        onKeyDown={onRowClick ? (event) => rowKeyDown(event, row) : undefined}
        style={{ blockSize: rowHeight }}
      >
        {selectable && (
          <S.SelectCell>
            <SelectionCheckbox
              checked={isSelected}
              label={labels.selectRow(rowLabel)}
              onCheckedChange={(checked) => setRowSelected(row.id, checked)}
            />
          </S.SelectCell>
        )}
        {row.getVisibleCells().map((cell) => {
          const value = cell.getValue();
          // A plain text cell is titled with its value; any other cell only when it is cut (see titleCutCells).
          const ownTitle = typeof value === 'string' && cell.column.columnDef.cell === defaultCell;
          return (
            <S.Td
              key={cell.id}
              data-align={cell.column.columnDef.meta?.align}
              data-column={cell.column.id}
              data-own-title={ownTitle ? '' : undefined}
              title={ownTitle ? (value as string) : undefined}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </S.Td>
          );
        })}
      </S.Row>
    );
  };

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <S.StateCell colSpan={columnCount}>
          <div role="alert">
            <EmptyState
              size="sm"
              icon={<AlertTriangle />}
              title={labels.errorTitle}
              description={error === true ? undefined : error}
              action={
                onRetry && (
                  <Button onClick={onRetry} iconStart={<RotateCw aria-hidden />}>
                    {labels.retry}
                  </Button>
                )
              }
            />
          </div>
        </S.StateCell>
      </tr>
    );
  } else if (loading) {
    body = Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => (
      <tr key={i} style={{ blockSize: rowHeight }}>
        {selectable && <S.SkeletonCell />}
        {visibleColumns.map((column) => (
          <S.SkeletonCell key={column.id} data-align={column.columnDef.meta?.align}>
            <Skeleton.Text inlineSize={`${60 + ((i * 7 + column.getIndex() * 13) % 35)}%`} />
          </S.SkeletonCell>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <S.StateCell colSpan={columnCount}>
          {emptyState ?? (
            <EmptyState
              size="sm"
              icon={<Inbox />}
              title={labels.emptyTitle}
              description={labels.emptyDescription}
            />
          )}
        </S.StateCell>
      </tr>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    body = (
      <>
        {before > 0 && (
          <S.Spacer aria-hidden="true" style={{ blockSize: before }}>
            <td colSpan={columnCount} />
          </S.Spacer>
        )}
        {items.map((item) => renderRow(rows[item.index]!, item.index))}
        {after > 0 && (
          <S.Spacer aria-hidden="true" style={{ blockSize: after }}>
            <td colSpan={columnCount} />
          </S.Spacer>
        )}
      </>
    );
  } else {
    body = rows.map(renderRow);
  }

  const bulkVisible = selectable && selection.length > 0;
  const chooser = onColumnVisibilityChange && (
    <ColumnChooser
      columns={table.getAllLeafColumns()}
      visibility={visibility}
      onChange={onColumnVisibilityChange}
      label={labels.columns}
      heading={labels.visibleColumns}
    />
  );

  return (
    <S.Root ref={ref}>
      {(bulkVisible || toolbar || chooser) && (
        <S.Toolbar>
          {bulkVisible ? (
            <S.BulkBar role="group" aria-label={labels.bulkActions}>
              <S.BulkCount aria-live="polite" dir="auto">
                {labels.selected(number.format(selection.length))}
              </S.BulkCount>
              {bulkActions && <S.BulkActions>{bulkActions([...selection])}</S.BulkActions>}
              <S.BulkClear>
                <Button size="sm" variant="ghost" onClick={clearSelection}>
                  {labels.clearSelection}
                </Button>
              </S.BulkClear>
            </S.BulkBar>
          ) : (
            <S.ToolbarStart>{toolbar}</S.ToolbarStart>
          )}
          {chooser && <S.ToolbarEnd>{chooser}</S.ToolbarEnd>}
        </S.Toolbar>
      )}
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
          style={{ minInlineSize: minTableWidth }}
        >
          <VisuallyHidden.Root asChild>
            <caption>{caption}</caption>
          </VisuallyHidden.Root>
          <colgroup>
            {/* Chrome sizes table columns from width only; column widths are direction-neutral anyway. */}
            {selectable && <col style={{ width: SELECT_COLUMN_WIDTH }} />}
            {visibleColumns.map((column) => (
              <col key={column.id} style={{ width: widthOf(column) }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={indexed ? 1 : undefined}>
              {selectable && (
                <S.SelectTh scope="col">
                  <SelectionCheckbox
                    ref={selectAllRef}
                    checked={pageChecked}
                    label={labels.selectAll}
                    onCheckedChange={setPageSelected}
                  />
                </S.SelectTh>
              )}
              {headers.map(renderHeader)}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </S.Table>
      </S.Scroll>
      {paged && (
        <S.Footer>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            totalIsEstimate={totalIsEstimate}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
            pageSizeOptions={pageSizeOptions}
            locale={locale}
            labels={paginationLabels}
          />
        </S.Footer>
      )}
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
