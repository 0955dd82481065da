import { canAccess } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  DataTableText,
  EmptyState,
  PageHeader,
  type DataTableProps,
} from '@market/ui';
import { Download, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { useColumnVisibility } from './columnPreferences.ts';
import { loadFailureMessage } from './errors.ts';
import { bulkMessages } from './bulk.ts';
import { ListFilterBar } from './ListFilterBar.tsx';
import { SavedViews } from './SavedViews.tsx';
import { jobMessages } from '../../jobs/messages.ts';
import { PAGES } from '../../shell/pages.ts';
import { PAGE_SIZES } from './listState.ts';
import { resourceMessages as m } from './messages.ts';
import { useTableLabels } from './tableLabels.ts';
import type { ResourceDescription, ResourceRow } from './types.ts';
import { useListActions } from './useListActions.ts';
import { useDescribedList, type ResourceList } from './useResourceList.ts';

export { toggledSort } from './useResourceList.ts';

export interface ListPageProps<Row extends ResourceRow> {
  description: ResourceDescription<Row>;
}

function display(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  // Free text in its own direction: a Latin name in the Arabic table is cut at its own end.
  if (typeof value === 'string') return <DataTableText>{value}</DataTableText>;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '✓' : '—';
  return JSON.stringify(value);
}

/** Any entity's list: server-side filter, sort and paging in the URL, column chooser, bulk delete, export. */
export function ListPage<Row extends ResourceRow>({ description }: ListPageProps<Row>) {
  const user = useSessionUser();
  if (!canAccess(user.role, description.resource)) return <ForbiddenPage />;
  return <AllowedListPage description={description} userId={user.id} />;
}

function AllowedListPage<Row extends ResourceRow>({
  description,
  userId,
}: ListPageProps<Row> & { userId: string | null | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const tableLabels = useTableLabels();
  const list = useDescribedList(description);
  const actions = useListActions({ description, list, variables: list.variables });
  const [visibility, setVisibility] = useColumnVisibility(userId, description.listName);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const columns = useListColumns(description);

  const selectable = Boolean(
    description.documents.delete || description.bulkActive || description.bulkActions,
  );
  const title = intl.formatMessage(description.messages.title);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <ListHeaderActions
            description={description}
            exporting={actions.exporting}
            onExport={() => void actions.runExport()}
          />
        }
      />
      <ExportNotices actions={actions} />
      <SavedViews
        listName={description.listName}
        filters={description.filters}
        state={list.state}
        visibility={visibility}
        onVisibilityChange={setVisibility}
      />
      <Card flush>
        <DataTable<Row>
          caption={title}
          columns={columns}
          data={list.rows}
          getRowId={(row) => row.id}
          getRowLabel={description.rowLabel}
          locale={intl.locale}
          toolbar={
            <ListFilterBar
              filters={description.filters}
              value={list.state.filter}
              onChange={list.setFilter}
              onClear={list.clearFilters}
            />
          }
          sort={list.tableSort}
          onSortChange={list.onSortChange}
          page={list.state.page}
          pageSize={list.state.pageSize}
          total={list.total}
          totalIsEstimate={list.totalIsEstimate}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          pageSizeOptions={PAGE_SIZES}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
          selectedIds={selectable ? list.selected : undefined}
          onSelectionChange={selectable ? list.select : undefined}
          bulkActions={(ids) => (
            <ListBulkActions
              description={description}
              ids={ids}
              list={list}
              actions={actions}
              onDelete={() => setConfirmingDelete(true)}
            />
          )}
          loading={list.loading}
          error={
            list.error && !list.fetching
              ? intl.formatMessage(loadFailureMessage(list.error, m.somethingWrong))
              : undefined
          }
          onRetry={() => void list.refetch()}
          emptyState={<ListEmptyState description={description} list={list} />}
          onRowClick={(row) =>
            void navigate(
              description.rowHref ? description.rowHref(row) : `${description.path}/edit/${row.id}`,
            )
          }
          labels={tableLabels.labels}
          paginationLabels={tableLabels.paginationLabels}
        />
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        tone="danger"
        title={intl.formatMessage(m.deleteTitle, { count: list.selected.length })}
        description={intl.formatMessage(m.deleteText)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={actions.deleteSelected}
      />
    </>
  );
}

type ListActions = ReturnType<typeof useListActions>;

/** The description's columns as the table's: headers in the user's language, cells as described. */
function useListColumns<Row extends ResourceRow>(description: ResourceDescription<Row>) {
  const intl = useIntl();
  return useMemo<DataTableProps<Row>['columns']>(
    () =>
      description.columns.map((column) => ({
        id: column.id,
        header: intl.formatMessage(column.header),
        // TanStack only sorts columns with an accessor; the server does the sorting itself.
        accessorFn: (row: Row) => (row as unknown as Record<string, unknown>)[column.id],
        enableSorting: Boolean(column.sortable),
        meta: {
          align: column.align,
          label: intl.formatMessage(column.header),
          fit: column.fit ?? column.align === 'end',
        },
        cell: ({ row }) =>
          column.cell
            ? column.cell(row.original)
            : display((row.original as unknown as Record<string, unknown>)[column.id]),
      })),
    [description.columns, intl],
  );
}

/** Export (with the bytes received while it runs) and Add. */
function ListHeaderActions<Row extends ResourceRow>({
  description,
  exporting,
  onExport,
}: {
  description: ResourceDescription<Row>;
  exporting: number | null;
  onExport: () => void;
}) {
  const intl = useIntl();
  const singular = intl.formatMessage(description.messages.singular);
  return (
    <>
      <Button iconStart={<Download aria-hidden />} loading={exporting !== null} onClick={onExport}>
        {exporting !== null
          ? intl.formatMessage(m.exporting, {
              size:
                exporting > 0
                  ? intl.formatNumber(exporting / 1024, { maximumFractionDigits: 0 }) + ' KB'
                  : '',
            })
          : intl.formatMessage(m.export)}
      </Button>
      {description.documents.create && (
        <Button asChild variant="primary" iconStart={<Plus aria-hidden />}>
          <Link to={`${description.path}/edit`}>{intl.formatMessage(m.add, { singular })}</Link>
        </Button>
      )}
    </>
  );
}

/** Why an export failed (with "run it as a job" when too big), and the job it started. */
function ExportNotices({ actions }: { actions: ListActions }) {
  const intl = useIntl();
  return (
    <>
      {actions.exportProblem && (
        <Alert
          tone="warning"
          title={actions.exportProblem}
          onDismiss={actions.dismissExportProblem}
          action={
            actions.offerJob ? (
              <Button size="sm" onClick={() => void actions.startExportJob()}>
                {intl.formatMessage(jobMessages.startExportJob)}
              </Button>
            ) : undefined
          }
        />
      )}
      {actions.exportJobId && (
        <Alert
          tone="success"
          title={intl.formatMessage(jobMessages.exportJobStarted)}
          onDismiss={actions.dismissExportJob}
          action={
            <Button asChild size="sm">
              <Link to={`${PAGES.jobs.path}?job=${actions.exportJobId}`}>
                {intl.formatMessage(jobMessages.openJob)}
              </Link>
            </Button>
          }
        />
      )}
    </>
  );
}

/** The selection's actions: the description's own, (de)activate, export and delete. */
function ListBulkActions<Row extends ResourceRow>({
  description,
  ids,
  list,
  actions,
  onDelete,
}: {
  description: ResourceDescription<Row>;
  ids: string[];
  list: Pick<ResourceList<unknown, Row>, 'versions' | 'setSelected' | 'refetch'>;
  actions: ListActions;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const BulkActions = description.bulkActions;
  return (
    <>
      {BulkActions && (
        <BulkActions
          ids={ids}
          versions={list.versions}
          onDone={(keep) => {
            list.setSelected([...keep]);
            void list.refetch();
          }}
        />
      )}
      {description.bulkActive && (
        <>
          <Button size="sm" onClick={() => void actions.setActiveSelected(true)}>
            {intl.formatMessage(bulkMessages.activate)}
          </Button>
          <Button size="sm" onClick={() => void actions.setActiveSelected(false)}>
            {intl.formatMessage(bulkMessages.deactivate)}
          </Button>
        </>
      )}
      <Button
        size="sm"
        iconStart={<Download aria-hidden />}
        loading={actions.exporting !== null}
        onClick={() => void actions.runExport(ids)}
      >
        {intl.formatMessage(bulkMessages.exportSelected)}
      </Button>
      {description.documents.delete && (
        <Button variant="danger" size="sm" iconStart={<Trash2 aria-hidden />} onClick={onDelete}>
          {intl.formatMessage(m.deleteSelected)}
        </Button>
      )}
    </>
  );
}

/** No rows: clear the filters, or add the first record. */
function ListEmptyState<Row extends ResourceRow>({
  description,
  list,
}: {
  description: ResourceDescription<Row>;
  list: Pick<ResourceList<unknown, Row>, 'state' | 'clearFilters'>;
}) {
  const intl = useIntl();
  const filtered = Object.keys(list.state.filter).length > 0;
  const singular = intl.formatMessage(description.messages.singular);
  return (
    <EmptyState
      title={intl.formatMessage(filtered ? m.emptyFiltered : m.emptyTitle)}
      headingLevel={2}
      action={
        filtered ? (
          <Button onClick={list.clearFilters}>{intl.formatMessage(m.clearFilters)}</Button>
        ) : description.documents.create ? (
          <Button asChild variant="primary">
            <Link to={`${description.path}/edit`}>{intl.formatMessage(m.add, { singular })}</Link>
          </Button>
        ) : undefined
      }
    />
  );
}
