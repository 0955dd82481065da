import type { DataTableLabels } from '../DataTable/index.ts';

/** One problem an import check found. */
export interface CheckReportError {
  /** Row number in the file as a spreadsheet shows it (the header is row 1). */
  row: number;
  /** The column, or null for a problem with the whole row (too many cells, a duplicate key). */
  column: string | null;
  /** The cell's text as uploaded, or null. */
  value: string | null;
  /** What is wrong, in the reader's language. */
  message: string;
}

export interface CheckReportTableLabels {
  /** Accessible name of the table. */
  caption: string;
  row: string;
  column: string;
  value: string;
  message: string;
  /** The headline when problems were found, given the formatted error and row counts. */
  summary: (errors: string, rows: string) => string;
  /** The headline when every row passed. */
  clean: (rows: string) => string;
  /** The note when only the first errors are listed. */
  truncated: (shown: string, errors: string) => string;
  /** The link to the full report as CSV. */
  download: string;
}

export interface CheckReportTableProps {
  /** The errors to list (the server sends the first ones; at most `limit` are shown). */
  errors: readonly CheckReportError[];
  /** Data rows checked. */
  totalRows: number;
  /** Errors in all (may exceed the errors sent). */
  errorCount: number;
  /** The full report as CSV, when there is one. */
  downloadUrl?: string | null;
  /** Errors shown at most; 200 by default. */
  limit?: number;
  /** BCP 47 locale for the counts. */
  locale?: string;
  /** Translated texts; English by default. */
  labels?: Partial<CheckReportTableLabels>;
  /** Translated texts of the table itself (loading, errors). */
  tableLabels?: Partial<DataTableLabels>;
}
