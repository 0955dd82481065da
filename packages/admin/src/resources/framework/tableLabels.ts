import type { DataTableLabels, PaginationLabels } from '@market/ui';
import { useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  selectAll: { id: 'table.selectAll', defaultMessage: 'Select all rows on this page' },
  selectRow: { id: 'table.selectRow', defaultMessage: 'Select {row}' },
  selected: { id: 'table.selected', defaultMessage: '{count} selected' },
  clearSelection: { id: 'table.clearSelection', defaultMessage: 'Clear selection' },
  bulkActions: { id: 'table.bulkActions', defaultMessage: 'Bulk actions' },
  columns: { id: 'table.columns', defaultMessage: 'Columns' },
  visibleColumns: { id: 'table.visibleColumns', defaultMessage: 'Visible columns' },
  loading: { id: 'table.loading', defaultMessage: 'Loading rows' },
  errorTitle: { id: 'table.errorTitle', defaultMessage: 'The list could not be loaded' },
  retry: { id: 'table.retry', defaultMessage: 'Retry' },
  emptyTitle: { id: 'table.emptyTitle', defaultMessage: 'Nothing to show' },
  emptyDescription: { id: 'table.emptyDescription', defaultMessage: 'There are no rows here yet.' },
  nav: { id: 'table.pagination.nav', defaultMessage: 'Pagination' },
  first: { id: 'table.pagination.first', defaultMessage: 'First page' },
  previous: { id: 'table.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'table.pagination.next', defaultMessage: 'Next page' },
  last: { id: 'table.pagination.last', defaultMessage: 'Last page' },
  page: { id: 'table.pagination.page', defaultMessage: 'Page {page}' },
  pageSize: { id: 'table.pagination.pageSize', defaultMessage: 'Rows per page' },
  range: { id: 'table.pagination.range', defaultMessage: '{from}–{to} of {total}' },
  estimatedRange: { id: 'table.pagination.estimatedRange', defaultMessage: '{from}–{to} of about {total}' },
});
const m: Record<keyof typeof defined, MessageDescriptor> = defined;

/** Every text of a DataTable and its pagination in the user's language (the ui defaults are English). */
export function useTableLabels(): { labels: DataTableLabels; paginationLabels: PaginationLabels } {
  const intl = useIntl();
  return useMemo(() => {
    const t = (descriptor: MessageDescriptor, values?: Record<string, string>) =>
      intl.formatMessage(descriptor, values);
    return {
      labels: {
        selectAll: t(m.selectAll),
        selectRow: (row) => t(m.selectRow, { row }),
        selected: (count) => t(m.selected, { count }),
        clearSelection: t(m.clearSelection),
        bulkActions: t(m.bulkActions),
        columns: t(m.columns),
        visibleColumns: t(m.visibleColumns),
        loading: t(m.loading),
        errorTitle: t(m.errorTitle),
        retry: t(m.retry),
        emptyTitle: t(m.emptyTitle),
        emptyDescription: t(m.emptyDescription),
      },
      paginationLabels: {
        nav: t(m.nav),
        first: t(m.first),
        previous: t(m.previous),
        next: t(m.next),
        last: t(m.last),
        page: (page) => t(m.page, { page }),
        pageSize: t(m.pageSize),
        range: (from, to, total) => t(m.range, { from, to, total }),
        estimatedRange: (from, to, total) => t(m.estimatedRange, { from, to, total }),
      },
    };
  }, [intl]);
}
