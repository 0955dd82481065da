import type { PaginationLabels } from '../Pagination/index.ts';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

declare module '@tanstack/react-table' {
  // Declaration merging must repeat TanStack's type parameters even though they are unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Cell and header alignment; numbers and money use 'end' so digits line up. */
    align?: 'start' | 'center' | 'end';
    /** Name of the column in the column chooser when the header is not plain text. */
    label?: string;
    /**
     * Size the column to its widest cell on the page (dates, money, statuses): it is never cut, and the
     * columns without a size share what is left.
     */
    fit?: boolean;
  }
}

/** The server-side sort the table asks for; `null` means the server's default order. */
export interface DataTableSort {
  /** Column id (the accessorKey or id of the column definition). */
  id: string;
  /** Ascending or descending. */
  direction: 'asc' | 'desc';
}

/** Which columns are shown, by column id; a missing id is visible. */
export type DataTableColumnVisibility = Record<string, boolean>;

export interface DataTableLabels {
  /** Name of the checkbox that selects every row on the current page. */
  selectAll: string;
  /** Name of a row's checkbox, given the row's own label (see `getRowLabel`). */
  selectRow: (rowLabel: string) => string;
  /** The bulk bar count, given the formatted number, e.g. "3 selected". */
  selected: (count: string) => string;
  /** The bulk bar button that clears the selection. */
  clearSelection: string;
  /** Name of the bulk bar region. */
  bulkActions: string;
  /** The column chooser button. */
  columns: string;
  /** Heading inside the column chooser menu. */
  visibleColumns: string;
  /** Announced while rows load. */
  loading: string;
  /** Title of the error state. */
  errorTitle: string;
  /** The error state's retry button. */
  retry: string;
  /** Title of the default empty state. */
  emptyTitle: string;
  /** Description of the default empty state. */
  emptyDescription: string;
}

export interface DataTableProps<Row> {
  /** Column definitions (TanStack ColumnDef); `meta.align: 'end'` for numbers, `size` for the width in px. */
  columns: ColumnDef<Row>[];
  /** The rows of the current page (or all rows when virtualized). */
  data: Row[];
  /** A stable id per row (e.g. the order id); selection and React keys use it. */
  getRowId: (row: Row) => string;
  /** What a row is called for screen readers, e.g. "Order #10234"; defaults to its id. */
  getRowLabel?: (row: Row) => string;
  /** Accessible name of the table, rendered as a visually hidden caption (e.g. "Orders"). */
  caption: string;

  /** The current server-side sort (controlled). */
  sort?: DataTableSort | null;
  /** Called when a header is clicked: ascending → descending → none. Headers are buttons only when given. */
  onSortChange?: (sort: DataTableSort | null) => void;

  /** Current page, starting at 1; with `total` and `onPageChange` shows the pagination bar. */
  page?: number;
  /** Rows per page. */
  pageSize?: number;
  /** Total rows on the server. */
  total?: number;
  /** The total is the server's estimate: the range reads "1–50 of about 20,000". */
  totalIsEstimate?: boolean;
  /** Called with the page the user asked for. */
  onPageChange?: (page: number) => void;
  /** Called with a new page size; shows the page-size select. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Choices in the page-size select. */
  pageSizeOptions?: readonly number[];
  /** BCP 47 locale for numbers in the pagination and bulk bar. */
  locale?: string;

  /** Which columns are visible (controlled); missing ids are visible. */
  columnVisibility?: DataTableColumnVisibility;
  /** Called with the new visibility map; shows the column chooser. */
  onColumnVisibilityChange?: (visibility: DataTableColumnVisibility) => void;

  /** Ids of the selected rows (controlled); may include rows of other pages. */
  selectedIds?: readonly string[];
  /** Called with the new selection; shows a checkbox column. */
  onSelectionChange?: (ids: string[]) => void;
  /** Actions for the selected rows, shown in a bar with the count and "Clear selection". */
  bulkActions?: (selectedIds: string[]) => ReactNode;
  /** Content at the start of the toolbar (filters, search) when nothing is selected. */
  toolbar?: ReactNode;

  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** Shows an error state instead of the rows: a message or `true` for the generic one. */
  error?: ReactNode;
  /** Called by the error state's Retry button. */
  onRetry?: () => void;
  /** Replaces the default empty state when there are no rows. */
  emptyState?: ReactNode;

  /** Called when a row is clicked or activated with Enter; rows become focusable. */
  onRowClick?: (row: Row) => void;
  /** Row spacing: comfortable (default) or dense for power users. */
  density?: 'comfortable' | 'dense';
  /** Height of the scroll area in px; the header stays visible while the body scrolls. */
  height?: number;
  /** Render only the rows in view (needs `height`); for thousands of rows without paging. */
  virtualized?: boolean;
  /** Fixed row height in px; defaults to 44 (comfortable) or 32 (dense). */
  rowHeight?: number;
  /** Translated texts; English by default. */
  labels?: Partial<DataTableLabels>;
  /** Translated texts of the pagination under the table; English by default. */
  paginationLabels?: Partial<PaginationLabels>;
}
