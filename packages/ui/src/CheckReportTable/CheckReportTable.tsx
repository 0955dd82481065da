import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Alert } from '../Alert/index.ts';
import { DataTable } from '../DataTable/index.ts';
import { Link } from '../Link/index.ts';
import { Cell, Note, Root, RowNumber } from './CheckReportTable.styles.ts';
import type {
  CheckReportError,
  CheckReportTableLabels,
  CheckReportTableProps,
} from './CheckReportTable.types.ts';

const ENGLISH: CheckReportTableLabels = {
  caption: 'Problems found',
  row: 'Row',
  column: 'Column',
  value: 'Value',
  message: 'Message',
  summary: (errors, rows) => `${errors} problems in ${rows} rows — nothing was imported`,
  clean: (rows) => `All ${rows} rows passed the check`,
  truncated: (shown, errors) => `The first ${shown} of ${errors} problems; download the full report for all.`,
  download: 'Download full report (CSV)',
};

/**
 * The result of an import check: a headline (clean, or how many problems), the first problems as a table
 * (row, column, value, message) and a link to the full report.
 */
export function CheckReportTable({
  errors,
  totalRows,
  errorCount,
  downloadUrl,
  limit = 200,
  locale,
  labels: given,
  tableLabels,
}: CheckReportTableProps) {
  const labels = { ...ENGLISH, ...given };
  const numbers = new Intl.NumberFormat(locale);
  const shown = errors.slice(0, limit);
  const columns = useMemo<ColumnDef<CheckReportError>[]>(
    () => [
      {
        id: 'row',
        header: labels.row,
        size: 80,
        meta: { align: 'end' },
        cell: ({ row }) => <RowNumber>{numbers.format(row.original.row)}</RowNumber>,
      },
      {
        id: 'column',
        header: labels.column,
        size: 160,
        cell: ({ row }) => (row.original.column ? <Cell dir="auto">{row.original.column}</Cell> : '—'),
      },
      {
        id: 'value',
        header: labels.value,
        size: 180,
        cell: ({ row }) => (row.original.value ? <Cell dir="auto">{row.original.value}</Cell> : '—'),
      },
      {
        id: 'message',
        header: labels.message,
        cell: ({ row }) => <span dir="auto">{row.original.message}</span>,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [labels.row, labels.column, labels.value, labels.message, locale],
  );
  const download = downloadUrl ? (
    <Link href={downloadUrl} download>
      <Download aria-hidden size={14} /> {labels.download}
    </Link>
  ) : undefined;

  if (errorCount === 0) {
    return (
      <Root data-clean="">
        <Alert tone="success" title={labels.clean(numbers.format(totalRows))} />
      </Root>
    );
  }
  return (
    <Root>
      <Alert
        tone="danger"
        title={labels.summary(numbers.format(errorCount), numbers.format(totalRows))}
        action={download}
      />
      {errorCount > shown.length && (
        <Note>{labels.truncated(numbers.format(shown.length), numbers.format(errorCount))}</Note>
      )}
      <DataTable
        caption={labels.caption}
        columns={columns}
        data={shown}
        getRowId={(error) => `${error.row}:${error.column ?? ''}:${error.message}`}
        density="dense"
        locale={locale}
        labels={tableLabels}
      />
    </Root>
  );
}
CheckReportTable.displayName = 'CheckReportTable';
