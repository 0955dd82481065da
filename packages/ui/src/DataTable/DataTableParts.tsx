// The parts of a DataTable's markup: a header cell, a row, the error/loading/empty rows, the bulk bar.
import {
  flexRender,
  type CellContext,
  type Column,
  type Header,
  type Row as TableRow,
} from '@tanstack/react-table';
import { AlertTriangle, ArrowDown, ArrowUp, ArrowUpDown, Inbox, RotateCw } from 'lucide-react';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import * as S from './DataTable.styles.ts';
import type { DataTableLabels, DataTableProps, DataTableSort } from './DataTable.types.ts';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';
import { SELECT_COLUMN_WIDTH } from './useFitColumns.ts';

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

export function defaultCell<Row>({ getValue }: CellContext<Row, unknown>): ReactNode {
  const value = getValue();
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? <DataTableText>{value}</DataTableText> : String(value);
}

/** Ascending → descending → none: the cycle a header button walks through. */
export function nextSort(current: DataTableSort | null, id: string): DataTableSort | null {
  if (current?.id !== id) return { id, direction: 'asc' };
  return current.direction === 'asc' ? { id, direction: 'desc' } : null;
}

function ariaSort(sort: DataTableSort | null, id: string): 'ascending' | 'descending' | 'none' {
  if (sort?.id !== id) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A column's header cell: a sort button when the column sorts, with its direction for assistive tech. */
export function headerCell<Row>(
  header: Header<Row, unknown>,
  sort: DataTableSort | null,
  onSortChange: ((sort: DataTableSort | null) => void) | undefined,
) {
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
}

/** The columns' widths and the header row: "select all on this page" when selectable, then the columns. */
export function tableHead<Row>({
  columns,
  headers,
  sizeOf,
  indexed,
  sort,
  onSortChange,
  selectAll,
}: {
  /** The visible columns, in order. */
  columns: Column<Row, unknown>[];
  headers: Header<Row, unknown>[];
  /** A sized column's width; fit columns and the table's minimum width are set by useFitColumns. */
  sizeOf: (column: Column<Row, unknown>) => number | undefined;
  indexed: boolean;
  sort: DataTableSort | null;
  onSortChange: ((sort: DataTableSort | null) => void) | undefined;
  selectAll: {
    ref: Ref<HTMLButtonElement>;
    checked: boolean | 'indeterminate';
    label: string;
    onChange: (checked: boolean) => void;
  } | null;
}) {
  return (
    <>
      <colgroup>
        {/* Chrome sizes table columns from width only; column widths are direction-neutral anyway. */}
        {selectAll && <col style={{ width: SELECT_COLUMN_WIDTH }} />}
        {columns.map((column) => (
          <col key={column.id} style={{ width: sizeOf(column) }} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={indexed ? 1 : undefined}>
          {selectAll && (
            <S.SelectTh scope="col">
              <SelectionCheckbox
                ref={selectAll.ref}
                checked={selectAll.checked}
                label={selectAll.label}
                onCheckedChange={selectAll.onChange}
              />
            </S.SelectTh>
          )}
          {headers.map((header) => headerCell(header, sort, onSortChange))}
        </tr>
      </thead>
    </>
  );
}

/** What a row needs from its table. */
export interface RowContext<Row> {
  selectable: boolean;
  selectedSet: ReadonlySet<string>;
  setRowSelected: (id: string, checked: boolean) => void;
  getRowLabel: DataTableProps<Row>['getRowLabel'];
  selectRowLabel: DataTableLabels['selectRow'];
  onRowClick: DataTableProps<Row>['onRowClick'];
  rowHeight: number;
  /** The row's `aria-rowindex` (a paged or virtual table), from its index on the page. */
  rowIndex: (index: number) => number | undefined;
}

function activateRow<Row>(
  event: MouseEvent<HTMLTableRowElement>,
  row: TableRow<Row>,
  context: RowContext<Row>,
) {
  const target = event.target as HTMLElement;
  if (target !== event.currentTarget && target.closest(INTERACTIVE)) return;
  context.onRowClick?.(row.original);
}

function rowKeyDown<Row>(
  event: KeyboardEvent<HTMLTableRowElement>,
  row: TableRow<Row>,
  context: RowContext<Row>,
) {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    context.onRowClick?.(row.original);
  }
}

/** One row: its checkbox when rows are selectable, its cells; clickable when the table has `onRowClick`. */
export function bodyRow<Row>(row: TableRow<Row>, index: number, context: RowContext<Row>) {
  const { selectable, onRowClick } = context;
  const isSelected = context.selectedSet.has(row.id);
  const rowLabel = context.getRowLabel?.(row.original) ?? row.id;
  return (
    <S.Row
      key={row.id}
      aria-rowindex={context.rowIndex(index)}
      aria-selected={selectable ? isSelected : undefined}
      data-selected={isSelected ? '' : undefined}
      data-clickable={onRowClick ? '' : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? (event) => activateRow(event, row, context) : undefined}
      onKeyDown={onRowClick ? (event) => rowKeyDown(event, row, context) : undefined}
      style={{ blockSize: context.rowHeight }}
    >
      {selectable && (
        <S.SelectCell>
          <SelectionCheckbox
            checked={isSelected}
            label={context.selectRowLabel(rowLabel)}
            onCheckedChange={(checked) => context.setRowSelected(row.id, checked)}
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
}

/** The body when there are no rows to show: the error (with retry), skeleton rows while loading, or empty. */
export function stateBody<Row>({
  error,
  onRetry,
  loading,
  pageSize,
  rowHeight,
  selectable,
  visibleColumns,
  emptyState,
  labels,
  columnCount,
}: Pick<DataTableProps<Row>, 'error' | 'onRetry' | 'emptyState'> & {
  loading: boolean;
  pageSize: number;
  rowHeight: number;
  selectable: boolean;
  visibleColumns: Column<Row, unknown>[];
  labels: DataTableLabels;
  columnCount: number;
}): ReactNode {
  if (error) {
    return (
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
  }
  if (loading) {
    return Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => (
      <tr key={i} style={{ blockSize: rowHeight }}>
        {selectable && <S.SkeletonCell />}
        {visibleColumns.map((column) => (
          <S.SkeletonCell key={column.id} data-align={column.columnDef.meta?.align}>
            <Skeleton.Text inlineSize={`${60 + ((i * 7 + column.getIndex() * 13) % 35)}%`} />
          </S.SkeletonCell>
        ))}
      </tr>
    ));
  }
  return (
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
}

/**
 * Above the table: the caller's toolbar (filters) and the column chooser; while rows are selected, the
 * bulk bar (the count, the actions, Clear) takes the toolbar's place. Nothing when there is none of these.
 */
export function TableToolbar({
  labels,
  count,
  selection,
  bulkActions,
  clearSelection,
  toolbar,
  chooser,
}: {
  labels: DataTableLabels;
  count: string;
  /** The selected ids; empty when rows are not selectable. */
  selection: readonly string[];
  bulkActions: DataTableProps<unknown>['bulkActions'];
  clearSelection: () => void;
  toolbar: ReactNode;
  chooser: ReactNode;
}) {
  const bulkVisible = selection.length > 0;
  if (!(bulkVisible || toolbar || chooser)) return null;
  return (
    <S.Toolbar>
      {bulkVisible ? (
        <S.BulkBar role="group" aria-label={labels.bulkActions}>
          <S.BulkCount aria-live="polite" dir="auto">
            {labels.selected(count)}
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
  );
}

/** The pager under a paged table. */
export function tableFooter<Row>({
  page,
  pageSize,
  total,
  totalIsEstimate,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions,
  locale,
  paginationLabels,
}: DataTableProps<Row> & {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  return (
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
  );
}
