import { selectAccessToken } from '@market/auth-machine';
import { useQuery } from '@apollo/client/react';
import {
  canAccess,
  ERROR_CODES,
  RETURN_STATUSES,
  type ReferenceEntity,
  type ReportFilterDescription,
  type ReportGrouping,
} from '@market/domain';
import {
  Alert,
  BarChart,
  Button,
  Card,
  DataTable,
  EmptyState,
  PageHeader,
  SegmentedControl,
  Select,
  Stack,
  TimeSeriesChart,
  type DataTableProps,
} from '@market/ui';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  AnalyticsCustomerGroupsDocument,
  AnalyticsOrderStatusesDocument,
  AnalyticsReportDocument,
} from '../graphql/generated.ts';
import ForbiddenPage from '../pages/ForbiddenPage.tsx';
import { errorCode, loadFailureMessage } from '../resources/framework/errors.ts';
import { fetchCsv, saveBlob } from '../resources/framework/exportCsv.ts';
import { ReferenceCombobox } from '../resources/framework/references.tsx';
import { useTableLabels } from '../resources/framework/tableLabels.ts';
import { useSessionActorRef, useSessionUser } from '../session/index.ts';
import { titles } from '../shell/titles.ts';
import {
  analyticsMessages as m,
  columnMessages,
  filterMessages,
  groupingMessages,
  returnStatusMessages,
} from './messages.ts';
import { todayOf } from './range.ts';
import { RangePicker } from './RangePicker.tsx';
import {
  chartCurrency,
  chartPlan,
  formatCell,
  isMeasure,
  keyRows,
  shownColumns,
  timePoints,
  type AnswerColumn,
  type KeyedRow,
} from './reportTable.ts';
import {
  REPORT_PAGE_SIZES,
  readReportState,
  reportExportUrl,
  reportVariables,
  writeReportState,
  type ReportState,
} from './reportUrl.ts';

/** A table row: a report row or a totals row (one per currency), which leads every page. */
interface TableRow {
  id: string;
  total: boolean;
  cells: KeyedRow;
}

/** How many of a per-entity report's top rows its bar chart shows. */
const TOP_BARS = 10;
/** The most periods the chart asks for at once (the server's page limit). */
const CHART_PERIODS = 200;

const camel = (text: string) => text.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** "Sales: Orders" from the menu's own titles, so the page and the menu never disagree. */
export function reportTitle(intl: IntlShape, type: string, section: string): string {
  const all: Record<string, MessageDescriptor> = titles;
  const typeTitle = all[camel(type)];
  const sectionTitle = all[camel(`reports-${section}`)];
  if (!typeTitle || !sectionTitle) return intl.formatMessage(titles.reports);
  return intl.formatMessage(m.reportTitle, {
    section: intl.formatMessage(sectionTitle),
    report: intl.formatMessage(typeTitle),
  });
}

export interface ReportPageProps {
  /** A fixed today for stories and tests (presets are computed from it); the browser's by default. */
  today?: string;
}

/** `/reports?type=…`: any report of `@market/domain` REPORTS, everything it shows in the address. */
export default function ReportPage({ today }: ReportPageProps) {
  const { role } = useSessionUser();
  if (!canAccess(role, 'reports')) return <ForbiddenPage />;
  return <AllowedReportPage today={today ?? todayOf()} />;
}

function AllowedReportPage({ today }: { today: string }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = readReportState(params, today);
  if (!state) {
    return (
      <>
        <PageHeader title={intl.formatMessage(titles.reports)} />
        <Card>
          <EmptyState title={intl.formatMessage(m.unknownType)} headingLevel={2} />
        </Card>
      </>
    );
  }
  const change = (next: Partial<ReportState>) =>
    // A new range, grouping, filter or order starts again at page 1.
    setParams(writeReportState({ ...state, page: 1, ...next }, params));
  return <Report key={state.report.type} state={state} change={change} today={today} />;
}

function Report({
  state,
  change,
  today,
}: {
  state: ReportState;
  change: (next: Partial<ReportState>) => void;
  today: string;
}) {
  const intl = useIntl();
  const { labels, paginationLabels } = useTableLabels();
  const { report } = state;
  const title = reportTitle(intl, report.type, report.section);
  const variables = reportVariables(state);
  const table = useQuery(AnalyticsReportDocument, { variables });
  const periodic = state.groupBy !== null && ['day', 'week', 'month', 'year'].includes(state.groupBy);
  const chartVariables = {
    ...variables,
    sort: periodic
      ? { column: 'period', direction: 'ASC' as const }
      : (variables.sort ?? { column: report.defaultSort.key, direction: report.defaultSort.direction }),
    first: periodic ? CHART_PERIODS : TOP_BARS,
    after: null,
  };
  const chart = useQuery(AnalyticsReportDocument, { variables: chartVariables });

  const answer = table.data?.report ?? table.previousData?.report;
  const columns: AnswerColumn[] = useMemo(() => answer?.columns ?? [], [answer]);
  const rows = useMemo(() => (answer ? keyRows(columns, answer.rows) : []), [answer, columns]);
  const totals = useMemo(() => (answer ? keyRows(columns, answer.totals) : []), [answer, columns]);

  const forbidden = errorCode(table.error) === ERROR_CODES.FORBIDDEN;
  if (forbidden) return <ForbiddenPage />;

  const firstKey = shownColumns(columns).find((c) => !isMeasure(c))?.key;
  // The totals lead each page, so they stay in view whatever page or order is shown.
  const tableRows: TableRow[] = [
    ...totals.map((cells, i) => ({ cells, id: `total-${i}`, total: true })),
    ...rows.map((cells, i) => ({ cells, id: `row-${(state.page - 1) * state.pageSize + i}`, total: false })),
  ];
  const tableColumns: DataTableProps<TableRow>['columns'] = shownColumns(columns).map((column) => {
    const header = columnMessages[column.key] ? intl.formatMessage(columnMessages[column.key]!) : column.key;
    return {
      id: column.key,
      header,
      accessorFn: (row: TableRow) => row.cells[column.key],
      enableSorting: true,
      meta: { align: isMeasure(column) ? 'end' : 'start', label: header },
      cell: ({ row }) => {
        const { cells, total } = row.original;
        if (total && column.key === firstKey) {
          const currency = typeof cells.currency === 'string' && totals.length > 1 ? cells.currency : null;
          return (
            <strong>
              {currency ? intl.formatMessage(m.totalsCurrency, { currency }) : intl.formatMessage(m.totals)}
            </strong>
          );
        }
        const text = formatCell(column, cells, intl.locale, state.groupBy);
        return total ? <strong>{text}</strong> : text;
      },
    };
  });

  const sortKey = state.sort?.key ?? report.defaultSort.key;
  const sortDirection = state.sort?.direction ?? report.defaultSort.direction;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          answer
            ? intl.formatMessage(m.rowsInRange, {
                count: answer.totalCount,
                from: intl.formatDate(`${state.range.from}T00:00:00Z`, {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                }),
                to: intl.formatDate(`${state.range.to}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
              })
            : undefined
        }
        actions={<ExportButton state={state} />}
      />
      <Stack gap={4}>
        <Card>
          <Stack direction="row" gap={4} align="end" wrap>
            <RangePicker
              choice={state.choice}
              range={state.range}
              today={today}
              onChange={(next) =>
                change({ choice: next.choice, ...(next.range ? { range: next.range } : {}) })
              }
            />
            {report.groupings.length > 1 && (
              <Stack gap={1}>
                <span id="report-group-by">{intl.formatMessage(m.groupBy)}</span>
                <SegmentedControl.Root
                  aria-labelledby="report-group-by"
                  value={state.groupBy ?? ''}
                  onValueChange={(value) => change({ groupBy: value as ReportGrouping, sort: null })}
                >
                  {report.groupings.map((g) => (
                    <SegmentedControl.Item key={g} value={g}>
                      {intl.formatMessage(groupingMessages[g])}
                    </SegmentedControl.Item>
                  ))}
                </SegmentedControl.Root>
              </Stack>
            )}
            {report.filters.map((filter) => (
              <ReportFilter
                key={filter.key}
                filter={filter}
                value={state.filters[filter.key]?.[0] ?? ''}
                onChange={(value) => {
                  const filters = { ...state.filters };
                  if (value) filters[filter.key] = [value];
                  else delete filters[filter.key];
                  change({ filters });
                }}
              />
            ))}
          </Stack>
        </Card>
        <ReportChart
          title={title}
          columns={columns}
          rows={chart.data?.report ? keyRows(chart.data.report.columns, chart.data.report.rows) : []}
          sortKey={sortKey}
          groupBy={state.groupBy}
          loading={chart.loading && !chart.data}
          error={chart.error ? intl.formatMessage(loadFailureMessage(chart.error, m.loadError)) : undefined}
          onRetry={() => void chart.refetch()}
        />
        <DataTable<TableRow>
          caption={title}
          columns={tableColumns}
          data={rows.length > 0 ? tableRows : []}
          getRowId={(row) => row.id}
          locale={intl.locale}
          sort={{ id: sortKey, direction: sortDirection === 'ASC' ? 'asc' : 'desc' }}
          onSortChange={(next) =>
            change({
              sort: next ? { key: next.id, direction: next.direction === 'asc' ? 'ASC' : 'DESC' } : null,
            })
          }
          page={state.page}
          pageSize={state.pageSize}
          total={answer?.totalCount ?? 0}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => change({ pageSize })}
          pageSizeOptions={REPORT_PAGE_SIZES}
          loading={table.loading && !answer}
          error={Boolean(table.error) && !table.loading}
          onRetry={() => void table.refetch()}
          emptyState={
            <EmptyState
              title={intl.formatMessage(m.empty)}
              description={intl.formatMessage(m.emptyHint)}
              headingLevel={2}
            />
          }
          labels={{
            ...labels,
            errorTitle: intl.formatMessage(loadFailureMessage(table.error, m.loadError)),
            retry: intl.formatMessage(m.retry),
          }}
          paginationLabels={paginationLabels}
        />
      </Stack>
    </>
  );
}

function ReportChart({
  title,
  columns,
  rows,
  sortKey,
  groupBy,
  loading,
  error,
  onRetry,
}: {
  title: string;
  columns: readonly AnswerColumn[];
  rows: KeyedRow[];
  sortKey: string;
  groupBy: ReportGrouping | null;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const label = (column: AnswerColumn | null) =>
    column ? (columnMessages[column.key] ? intl.formatMessage(columnMessages[column.key]!) : column.key) : '';
  const plan = chartPlan(columns, sortKey);
  const currency = chartCurrency(rows);
  const money = currency ? ({ kind: 'money', currency } as const) : ({ kind: 'count' } as const);
  const common = {
    label: intl.formatMessage(m.overTime, { report: title }),
    // Columns come with the answer: none yet means still loading, unless the answer failed.
    loading: (loading || columns.length === 0) && !error,
    loadingLabel: intl.formatMessage(m.loading),
    emptyMessage: intl.formatMessage(m.noData),
    error,
    onRetry,
    retryLabel: intl.formatMessage(m.retry),
    locale: intl.locale,
  };
  if (plan.shape === 'time') {
    const series = [
      ...(plan.count ? [{ key: plan.count.key, label: label(plan.count), axis: 'primary' as const }] : []),
      ...(plan.money
        ? [
            {
              key: plan.money.key,
              label: label(plan.money),
              axis: plan.count ? ('secondary' as const) : ('primary' as const),
            },
          ]
        : []),
    ];
    return (
      <Card>
        <TimeSeriesChart
          // Remounted once loaded: the chart measures its width when it mounts (ui useMeasuredWidth).
          key={common.loading ? 'loading' : 'loaded'}
          {...common}
          data={timePoints(rows, plan, currency)}
          series={series}
          granularity={groupBy === 'week' || groupBy === 'month' || groupBy === 'year' ? groupBy : 'day'}
          primaryFormat={plan.count ? { kind: 'count' } : money}
          secondaryFormat={money}
          dateLabel={intl.formatMessage(columnMessages.period!)}
        />
      </Card>
    );
  }
  const measure = plan.money ?? plan.count;
  const inCurrency = plan.money && currency ? rows.filter((r) => r.currency === currency) : rows;
  return (
    <Card>
      <BarChart
        key={common.loading ? 'loading' : 'loaded'}
        {...common}
        label={intl.formatMessage(m.topChart, { count: TOP_BARS, measure: label(measure) })}
        data={inCurrency.slice(0, TOP_BARS).map((row, i) => ({
          key: `${i}`,
          label: String(row[plan.name?.key ?? ''] ?? ''),
          values: { value: Number(row[measure?.key ?? ''] ?? 0) },
        }))}
        series={[{ key: 'value', label: label(measure) }]}
        format={plan.money ? money : { kind: 'count' }}
        categoryLabel={label(plan.name)}
        hideLegend
      />
    </Card>
  );
}

function ReportFilter({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilterDescription;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const label = filterMessages[filter.key] ? intl.formatMessage(filterMessages[filter.key]!) : filter.key;
  const all = { value: 'all', label: intl.formatMessage(m.all) };
  const statuses = useQuery(AnalyticsOrderStatusesDocument, { skip: filter.kind !== 'orderStatus' });
  const groups = useQuery(AnalyticsCustomerGroupsDocument, {
    skip: filter.kind !== 'reference' || filter.entity !== 'CustomerGroup',
  });
  const select = (options: { value: string; label: string }[]) => (
    <Select
      label={label}
      options={[all, ...options]}
      value={value || 'all'}
      onValueChange={(next) => onChange(next === 'all' ? '' : next)}
    />
  );
  if (filter.kind === 'orderStatus')
    return select((statuses.data?.orderStatuses.nodes ?? []).map((s) => ({ value: s.code, label: s.name })));
  if (filter.kind === 'returnStatus')
    return select(
      RETURN_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(returnStatusMessages[s]!) })),
    );
  if (filter.entity === 'CustomerGroup')
    return select((groups.data?.customerGroups.nodes ?? []).map((g) => ({ value: g.id, label: g.name })));
  return (
    <ReferenceCombobox
      entity={filter.entity as ReferenceEntity}
      label={label}
      value={value}
      onChange={onChange}
    />
  );
}

function ExportButton({ state }: { state: ReportState }) {
  const intl = useIntl();
  const session = useSessionActorRef();
  const [received, setReceived] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setProblem(null);
    setReceived(0);
    try {
      const blob = await fetchCsv(
        reportExportUrl(state),
        selectAccessToken(session.getSnapshot()),
        setReceived,
      );
      saveBlob(blob, `${state.report.type}_${state.range.from}_${state.range.to}.csv`);
    } catch (e) {
      setProblem(intl.formatMessage(m.exportFailed, { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setReceived(null);
    }
  };
  return (
    <Stack gap={1} align="end">
      <Button
        iconStart={<Download aria-hidden />}
        loading={received !== null}
        disabled={received !== null}
        onClick={() => void run()}
      >
        {received !== null
          ? intl.formatMessage(m.exporting, {
              size: received > 0 ? `${intl.formatNumber(Math.round(received / 1024))} KB` : '',
            })
          : intl.formatMessage(m.exportCsv)}
      </Button>
      {problem && <Alert tone="danger" title={problem} />}
    </Stack>
  );
}
