import { useQuery, useSubscription } from '@apollo/client/react';
import { canAccess, ERROR_CODES } from '@market/domain';
import {
  Button,
  Card,
  DataTable,
  DataTableText,
  DatePicker,
  EmptyState,
  FormField,
  PageHeader,
  Select,
  Sheet,
  Stack,
  type DataTableProps,
} from '@market/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFormat } from '../i18n/index.ts';
import ForbiddenPage from '../pages/ForbiddenPage.tsx';
import { errorCode, loadFailureMessage } from '../resources/framework/errors.ts';
import { resourceMessages } from '../resources/framework/messages.ts';
import { useTableLabels } from '../resources/framework/tableLabels.ts';
import { useSessionUser } from '../session/index.ts';
import { titles } from '../shell/titles.ts';
import { JobDetail } from './JobDetail.tsx';
import { JobProgressBar, JobStatus, jobTypeLabel, statusLabels } from './JobParts.tsx';
import { jobMessages as m } from './messages.ts';
import { JobsListDocument, JobUpdatedDocument, type JobRowData, type JobsListVars } from './operations.ts';
import { jobsFilter, readJobsQuery, type JobsQuery } from './jobsQuery.ts';

const PAGE_SIZE = 25;
const JOB_TYPES = ['export', 'import-check', 'import-commit', 'notification-delivery'] as const;

/** `/miscellaneous/jobs`: every job, newest first, filtered by type, status, who and date, kept live. */
export default function JobsPage() {
  const { role, id } = useSessionUser();
  if (!canAccess(role, 'jobs')) return <ForbiddenPage />;
  return <AllowedJobsPage viewerId={id ?? null} />;
}

function AllowedJobsPage({ viewerId }: { viewerId: string | null }) {
  const intl = useIntl();
  const format = useFormat();
  const tableLabels = useTableLabels();
  const [params, setParams] = useSearchParams();
  const query = readJobsQuery(params);
  const variables: JobsListVars = {
    filter: jobsFilter(query, viewerId),
    first: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  };
  const { data, previousData, loading, error, refetch } = useQuery(JobsListDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.jobs;
  const rows = useMemo(() => connection?.nodes ?? [], [connection]);
  // Every job's change arrives here; a known job updates in the cache by id, a new one reloads the page.
  useSubscription(JobUpdatedDocument, {
    variables: { id: null },
    onData: ({ data: update }) => {
      const job = update.data?.jobUpdated;
      if (job && !rows.some((row) => row.id === job.id) && query.page === 1) void refetch();
    },
  });

  const set = (changes: Partial<Record<keyof JobsQuery, string | null>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes) && !('job' in changes)) next.delete('page');
        return next;
      },
      { replace: 'job' in changes ? false : true },
    );
  };
  const filtered = Boolean(query.type || query.status || query.who || query.from || query.to);
  const labels = statusLabels(intl);

  const columns = useMemo<DataTableProps<JobRowData>['columns']>(
    () => [
      {
        id: 'type',
        header: intl.formatMessage(m.type),
        cell: ({ row }) => <DataTableText>{jobTypeLabel(intl, row.original.type)}</DataTableText>,
      },
      {
        id: 'status',
        header: intl.formatMessage(m.status),
        size: 130,
        cell: ({ row }) => <JobStatus status={row.original.status} size="sm" />,
      },
      {
        id: 'progress',
        header: intl.formatMessage(m.progress),
        size: 200,
        cell: ({ row }) => (
          <JobProgressBar job={row.original} label={jobTypeLabel(intl, row.original.type)} compact />
        ),
      },
      {
        id: 'startedBy',
        header: intl.formatMessage(m.startedBy),
        cell: ({ row }) => (
          <DataTableText>{row.original.startedByEmail ?? intl.formatMessage(m.system)}</DataTableText>
        ),
      },
      {
        id: 'createdAt',
        header: intl.formatMessage(m.createdAt),
        size: 180,
        cell: ({ row }) => format.dateTime(row.original.createdAt),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl],
  );

  const toolbar = (
    <Stack direction="row" gap={2} align="end" wrap>
      <Select
        label={intl.formatMessage(m.type)}
        options={[
          { value: 'any', label: intl.formatMessage(m.any) },
          ...JOB_TYPES.map((type) => ({ value: type, label: jobTypeLabel(intl, type) })),
        ]}
        value={query.type || 'any'}
        onValueChange={(value) => set({ type: value === 'any' ? null : value })}
      />
      <Select
        label={intl.formatMessage(m.status)}
        options={[
          { value: 'any', label: intl.formatMessage(m.any) },
          ...Object.entries(labels).map(([value, label]) => ({ value, label })),
        ]}
        value={query.status || 'any'}
        onValueChange={(value) => set({ status: value === 'any' ? null : value })}
      />
      <Select
        label={intl.formatMessage(m.who)}
        options={[
          { value: 'any', label: intl.formatMessage(m.anyone) },
          { value: 'me', label: intl.formatMessage(m.me) },
        ]}
        value={query.who || 'any'}
        onValueChange={(value) => set({ who: value === 'any' ? null : value })}
      />
      {(['from', 'to'] as const).map((bound) => (
        <FormField key={bound} label={intl.formatMessage(m[bound])}>
          <DatePicker
            placeholder={intl.formatMessage(resourceMessages.datePlaceholder)}
            clearLabel={intl.formatMessage(resourceMessages.dateClear)}
            calendarLabel={intl.formatMessage(resourceMessages.dateChoose)}
            value={query[bound] || null}
            onChange={(value) => set({ [bound]: value })}
            locale={intl.locale}
            clearable
          />
        </FormField>
      ))}
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => set({ type: null, status: null, who: null, from: null, to: null })}
        >
          {intl.formatMessage(m.clearFilters)}
        </Button>
      )}
    </Stack>
  );
  const open = rows.find((row) => row.id === query.job);
  if (errorCode(error) === ERROR_CODES.FORBIDDEN) return <ForbiddenPage />;

  return (
    <>
      <PageHeader title={intl.formatMessage(titles.jobs)} />
      <Card flush>
        <DataTable<JobRowData>
          caption={intl.formatMessage(titles.jobs)}
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => `${jobTypeLabel(intl, row.type)} ${format.dateTime(row.createdAt)}`}
          locale={intl.locale}
          toolbar={toolbar}
          page={query.page}
          pageSize={PAGE_SIZE}
          total={connection?.totalCount ?? 0}
          onPageChange={(page) => set({ page: page > 1 ? String(page) : null })}
          loading={loading && !connection}
          error={error && !loading ? intl.formatMessage(loadFailureMessage(error, m.loadFailed)) : undefined}
          onRetry={() => void refetch()}
          emptyState={
            <EmptyState
              title={intl.formatMessage(filtered ? m.emptyFiltered : m.emptyTitle)}
              description={filtered ? undefined : intl.formatMessage(m.emptyText)}
              headingLevel={2}
            />
          }
          onRowClick={(row) => set({ job: row.id })}
          labels={tableLabels.labels}
          paginationLabels={tableLabels.paginationLabels}
        />
      </Card>
      <Sheet.Root open={Boolean(query.job)} onOpenChange={(next) => !next && set({ job: null })}>
        {query.job && (
          <Sheet.Content
            size="lg"
            title={intl.formatMessage(m.detailTitle, {
              type: open ? jobTypeLabel(intl, open.type) : '',
            })}
            description={intl.formatMessage(m.detailDescription, { id: query.job })}
            closeLabel={intl.formatMessage(m.close)}
          >
            <Sheet.Body>
              <JobDetail id={query.job} onRetried={(job) => set({ job: job.id })} />
            </Sheet.Body>
          </Sheet.Content>
        )}
      </Sheet.Root>
    </>
  );
}
