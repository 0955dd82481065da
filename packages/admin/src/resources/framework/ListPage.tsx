import { useApolloClient, useQuery } from '@apollo/client/react';
import { selectAccessToken } from '@market/auth-machine';
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
  useToast,
  type DataTableProps,
  type DataTableSort,
} from '@market/ui';
import { Download, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionActorRef, useSessionUser } from '../../session/index.ts';
import { useColumnVisibility } from './columnPreferences.ts';
import { withVariables } from './documents.ts';
import { failureMessage, loadFailureMessage } from './errors.ts';
import { bulkDeleteDocument, bulkMessages, bulkSetActiveDocument } from './bulk.ts';
import { fetchExport, isExportNeedsFilter, saveBlob } from './exportCsv.ts';
import { ListFilterBar } from './ListFilterBar.tsx';
import { SavedViews } from './SavedViews.tsx';
import { jobMessages } from '../../jobs/messages.ts';
import { StartExportDocument } from '../../jobs/operations.ts';
import { PAGES } from '../../shell/pages.ts';
import { PAGE_SIZES, useCommittedListVariables, useListQueryState, type ListSort } from './listState.ts';
import { listPageVariables, takePrefetched } from './prefetch.ts';
import { resourceMessages as m } from './messages.ts';
import { useTableLabels } from './tableLabels.ts';
import type { ResourceDescription, ResourceRow } from './types.ts';

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
  const client = useApolloClient();
  const session = useSessionActorRef();
  const { toast } = useToast();
  const { state, setPage, setPageSize, setSort, setFilter, clearFilters } = useListQueryState(
    description.filters,
    description.defaultSort,
  );
  const tableLabels = useTableLabels();
  const variables = useCommittedListVariables(listPageVariables(description, state));
  // Asked for by the router while this page loaded: the first answer comes from that request.
  const [initialFetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    takePrefetched(description.listName, variables) ? 'cache-first' : 'cache-and-network',
  );
  const { data, previousData, loading, error, refetch } = useQuery(
    withVariables(description.documents.list),
    {
      variables,
      fetchPolicy: initialFetchPolicy,
      // A function, so it also applies when the variables change (a string gives way to the first
      // policy then): a page, filter or sort shown before is served from the cache and asked for again.
      nextFetchPolicy: () => 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    },
  );
  const connection = (data ?? previousData)?.list;
  const rows = useMemo(() => connection?.nodes ?? [], [connection]);

  const [visibility, setVisibility] = useColumnVisibility(userId, description.listName);
  const [selected, setSelected] = useState<string[]>([]);
  // The version of every selected row, so a selection spanning pages is deleted with its versions.
  const [versions, setVersions] = useState<Record<string, number>>({});
  const select = (ids: string[]) => {
    setSelected(ids);
    setVersions((known) => ({ ...known, ...Object.fromEntries(rows.map((row) => [row.id, row.version])) }));
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [exporting, setExporting] = useState<number | null>(null);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  // Too many rows for the direct download: an admin may run the export as a job instead (any size).
  const canStartJob = canAccess(useSessionUser().role, 'export-import');
  const [offerJob, setOfferJob] = useState(false);
  const [exportJobId, setExportJobId] = useState<string | null>(null);

  const columns = useMemo<DataTableProps<Row>['columns']>(
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

  const BulkActions = description.bulkActions;
  const selectable = Boolean(description.documents.delete || description.bulkActive || BulkActions);
  const filtered = Object.keys(state.filter).length > 0;
  const title = intl.formatMessage(description.messages.title);
  const singular = intl.formatMessage(description.messages.singular);

  // One request for the whole selection, all or nothing: a row changed or still in use keeps them all.
  const deleteSelected = async () => {
    if (!description.documents.delete) return;
    const ids = [...selected];
    try {
      await client.mutate({
        mutation: bulkDeleteDocument(description.listName),
        variables: { ids, versions: ids.map((id) => versions[id] ?? 0) },
      });
      setSelected([]);
      toast({ tone: 'success', title: intl.formatMessage(bulkMessages.deletedCount, { count: ids.length }) });
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
    await refetch();
  };

  const setActiveSelected = async (active: boolean) => {
    const ids = [...selected];
    try {
      const { data: done } = await client.mutate({
        mutation: bulkSetActiveDocument(description.listName),
        variables: { ids, active, versions: null },
      });
      toast({
        tone: 'success',
        title: intl.formatMessage(active ? bulkMessages.activated : bulkMessages.deactivated, {
          count: done?.done.ids.length ?? 0,
        }),
      });
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
    await refetch();
  };

  /** The list as filtered, or only the selected rows (`id_in`). */
  const runExport = async (only?: readonly string[]) => {
    setExportProblem(null);
    setOfferJob(false);
    setExportJobId(null);
    setExporting(0);
    try {
      const blob = await fetchExport({
        listName: description.listName,
        filter: only ? { id_in: [...only] } : variables.filter,
        sort: variables.sort,
        token: selectAccessToken(session.getSnapshot()),
        onProgress: setExporting,
      });
      saveBlob(blob, `${description.listName}.csv`);
    } catch (e) {
      setExportProblem(intl.formatMessage(isExportNeedsFilter(e) ? m.exportNeedsFilter : m.somethingWrong));
      setOfferJob(isExportNeedsFilter(e) && canStartJob);
    } finally {
      setExporting(null);
    }
  };

  const startExportJob = async () => {
    try {
      const result = await client.mutate({
        mutation: StartExportDocument,
        variables: { entity: description.listName, filter: variables.filter, sort: variables.sort },
      });
      setExportProblem(null);
      setOfferJob(false);
      setExportJobId(result.data?.startExport.id ?? null);
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
  };

  const sort: DataTableSort | null = state.sort
    ? { id: state.sort.field, direction: state.sort.direction }
    : null;

  const toolbar = (
    <ListFilterBar
      filters={description.filters}
      value={state.filter}
      onChange={setFilter}
      onClear={clearFilters}
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button
              iconStart={<Download aria-hidden />}
              loading={exporting !== null}
              onClick={() => void runExport()}
            >
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
        }
      />
      {exportProblem && (
        <Alert
          tone="warning"
          title={exportProblem}
          onDismiss={() => setExportProblem(null)}
          action={
            offerJob ? (
              <Button size="sm" onClick={() => void startExportJob()}>
                {intl.formatMessage(jobMessages.startExportJob)}
              </Button>
            ) : undefined
          }
        />
      )}
      {exportJobId && (
        <Alert
          tone="success"
          title={intl.formatMessage(jobMessages.exportJobStarted)}
          onDismiss={() => setExportJobId(null)}
          action={
            <Button asChild size="sm">
              <Link to={`${PAGES.jobs.path}?job=${exportJobId}`}>
                {intl.formatMessage(jobMessages.openJob)}
              </Link>
            </Button>
          }
        />
      )}
      <SavedViews
        listName={description.listName}
        filters={description.filters}
        state={state}
        visibility={visibility}
        onVisibilityChange={setVisibility}
      />
      <Card flush>
        <DataTable<Row>
          caption={title}
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          getRowLabel={description.rowLabel}
          locale={intl.locale}
          toolbar={toolbar}
          sort={sort}
          onSortChange={(next) => setSort(toggledSort(state.sort, next))}
          page={state.page}
          pageSize={state.pageSize}
          total={connection?.totalCount ?? 0}
          totalIsEstimate={connection?.totalCountIsEstimate ?? false}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          pageSizeOptions={PAGE_SIZES}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
          selectedIds={selectable ? selected : undefined}
          onSelectionChange={selectable ? select : undefined}
          bulkActions={(ids) => (
            <>
              {BulkActions && (
                <BulkActions
                  ids={ids}
                  versions={versions}
                  onDone={(keep) => {
                    setSelected([...keep]);
                    void refetch();
                  }}
                />
              )}
              {description.bulkActive && (
                <>
                  <Button size="sm" onClick={() => void setActiveSelected(true)}>
                    {intl.formatMessage(bulkMessages.activate)}
                  </Button>
                  <Button size="sm" onClick={() => void setActiveSelected(false)}>
                    {intl.formatMessage(bulkMessages.deactivate)}
                  </Button>
                </>
              )}
              <Button
                size="sm"
                iconStart={<Download aria-hidden />}
                loading={exporting !== null}
                onClick={() => void runExport(ids)}
              >
                {intl.formatMessage(bulkMessages.exportSelected)}
              </Button>
              {description.documents.delete && (
                <Button
                  variant="danger"
                  size="sm"
                  iconStart={<Trash2 aria-hidden />}
                  onClick={() => setConfirmingDelete(true)}
                >
                  {intl.formatMessage(m.deleteSelected)}
                </Button>
              )}
            </>
          )}
          loading={loading && !connection}
          error={
            error && !loading ? intl.formatMessage(loadFailureMessage(error, m.somethingWrong)) : undefined
          }
          onRetry={() => void refetch()}
          emptyState={
            <EmptyState
              title={intl.formatMessage(filtered ? m.emptyFiltered : m.emptyTitle)}
              headingLevel={2}
              action={
                filtered ? (
                  <Button onClick={clearFilters}>{intl.formatMessage(m.clearFilters)}</Button>
                ) : description.documents.create ? (
                  <Button asChild variant="primary">
                    <Link to={`${description.path}/edit`}>{intl.formatMessage(m.add, { singular })}</Link>
                  </Button>
                ) : undefined
              }
            />
          }
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
        title={intl.formatMessage(m.deleteTitle, { count: selected.length })}
        description={intl.formatMessage(m.deleteText)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={deleteSelected}
      />
    </>
  );
}
