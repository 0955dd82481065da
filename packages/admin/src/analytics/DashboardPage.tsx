import { useQuery, useSubscription } from '@apollo/client/react';
import { canAccess, daysOf, ERROR_CODES } from '@market/domain';
import {
  BarChart,
  Card,
  currencyDecimals,
  DonutChart,
  PageHeader,
  Sparkline,
  Stack,
  Stat,
  TimeSeriesChart,
  type ValueFormat,
} from '@market/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  AnalyticsDashboardDocument,
  LiveOrderCreatedDocument,
  LiveOrderUpdatedDocument,
  type AnalyticsDashboardQuery,
} from '../graphql/generated.ts';
import { RECONNECTED, socketReconnects } from '../graphql/index.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import ForbiddenPage from '../pages/ForbiddenPage.tsx';
import { errorCode, loadFailureMessage } from '../resources/framework/errors.ts';
import { useSessionUser } from '../session/index.ts';
import { titles } from '../shell/titles.ts';
import { analyticsMessages as m, kpiMessages } from './messages.ts';
import { readRange, todayOf, writeRange } from './range.ts';
import { RangePicker } from './RangePicker.tsx';
import { reportLink } from './reportUrl.ts';

/** Order events within this many ms make one refetch: a busy hour does not hammer the server. */
export const LIVE_DEBOUNCE_MS = 2_000;

/** Figures where a rise is bad news (shown red). */
const RISE_IS_BAD = new Set(['pendingOrders', 'failedPayments']);

type Dashboard = AnalyticsDashboardQuery['dashboard'];
type Kpi = Dashboard['kpis'][number];

const Kpis = styled.div`
  display: grid;
  & > * {
    min-inline-size: 0;
  }
  gap: var(--ui-space-3);
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
`;

const Charts = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* Charts measure their card: without this a grid item grows to the drawing's width. */
  & > * {
    min-inline-size: 0;
  }
  /* The daily series needs the whole width. */
  & > :first-child {
    grid-column: 1 / -1;
  }
  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The change in percent against the previous period; none when there was nothing to compare with. */
export function changePercent(value: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
}

export interface DashboardPageProps {
  /** A fixed today for stories and tests; the browser's by default. */
  today?: string;
}

/** `/dashboard`: KPIs against the previous period and the charts, kept live by the order subscriptions. */
export default function DashboardPage({ today }: DashboardPageProps) {
  const { role } = useSessionUser();
  if (!canAccess(role, 'dashboard')) return <ForbiddenPage />;
  return <AllowedDashboard today={today ?? todayOf()} />;
}

function AllowedDashboard({ today }: { today: string }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { choice, range } = readRange(params, today);
  const { data, previousData, loading, error, refetch } = useQuery(AnalyticsDashboardDocument, {
    variables: { range },
  });
  useLiveRefetch(() => void refetch());

  if (errorCode(error) === ERROR_CODES.FORBIDDEN) return <ForbiddenPage />;
  const dashboard = data?.dashboard ?? previousData?.dashboard;
  const busy = loading && !dashboard;
  const failed =
    error && !loading ? intl.formatMessage(loadFailureMessage(error, m.loadDashboardError)) : undefined;
  const retry = () => void refetch();
  const currency = dashboard?.currency ?? 'USD';
  const money: ValueFormat = { kind: 'money', currency };
  const chartState = {
    loading: busy,
    loadingLabel: intl.formatMessage(m.loading),
    emptyMessage: intl.formatMessage(m.noData),
    error: failed,
    onRetry: retry,
    retryLabel: intl.formatMessage(m.retry),
    locale: intl.locale,
  };
  const days = daysOf(range).length;
  // Charts measure their width when they mount (ui useMeasuredWidth): remounted once the figures came.
  const chartKey = busy ? 'loading' : 'loaded';
  const linkTo = (type: string, extra?: Record<string, string>) => (
    <Link to={reportLink(type, range, extra)}>{intl.formatMessage(m.openReport)}</Link>
  );

  return (
    <>
      <PageHeader title={intl.formatMessage(titles.dashboard)} subtitle={intl.formatMessage(m.live)} />
      <Stack gap={4}>
        <Card>
          <RangePicker
            choice={choice}
            range={range}
            today={today}
            onChange={(next) => {
              const nextParams = new URLSearchParams(params);
              writeRange(nextParams, next);
              setParams(nextParams);
            }}
          />
        </Card>
        <Kpis>
          {(dashboard?.kpis ?? placeholderKpis).map((kpi) => (
            <KpiCard key={kpi.key} kpi={kpi} loading={busy} failed={Boolean(failed)} days={days} />
          ))}
        </Kpis>
        <Charts>
          <Card
            title={intl.formatMessage(m.ordersAndRevenue)}
            actions={linkTo('sales-orders', { groupBy: 'day' })}
          >
            <TimeSeriesChart
              key={chartKey}
              {...chartState}
              label={intl.formatMessage(m.ordersAndRevenue)}
              data={(dashboard?.ordersPerDay ?? []).map((d) => ({
                date: d.day,
                values: { orders: d.orders, revenue: d.revenue },
              }))}
              series={[
                { key: 'orders', label: intl.formatMessage(kpiMessages.orders!), axis: 'primary' },
                {
                  key: 'revenue',
                  label: intl.formatMessage(kpiMessages.revenue!),
                  axis: 'secondary',
                  type: 'area',
                },
              ]}
              primaryFormat={{ kind: 'count' }}
              secondaryFormat={money}
              dateLabel={intl.formatMessage(m.day)}
            />
          </Card>
          <Card title={intl.formatMessage(m.ordersByStatus)} actions={linkTo('sales-orders')}>
            <DonutChart
              key={chartKey}
              {...chartState}
              label={intl.formatMessage(m.ordersByStatus)}
              data={(dashboard?.ordersByStatus ?? []).map((s) => ({
                key: s.key,
                label: s.label,
                value: s.orders,
              }))}
              categoryLabel={intl.formatMessage(m.status)}
              valueLabel={intl.formatMessage(kpiMessages.orders!)}
              shareLabel={intl.formatMessage(m.share)}
              totalLabel={intl.formatMessage(kpiMessages.orders!)}
            />
          </Card>
          <Card
            title={intl.formatMessage(m.topStores)}
            actions={linkTo('sales-commission', { groupBy: 'store' })}
          >
            <BarChart
              key={chartKey}
              {...chartState}
              label={intl.formatMessage(m.topStores)}
              data={(dashboard?.topStores ?? []).map((s) => ({
                key: s.key,
                label: s.label,
                values: { revenue: s.revenue },
              }))}
              series={[{ key: 'revenue', label: intl.formatMessage(kpiMessages.revenue!) }]}
              format={money}
              categoryLabel={intl.formatMessage(titles.stores)}
              hideLegend
            />
          </Card>
          <Card
            title={intl.formatMessage(m.topProducts)}
            actions={linkTo('products-purchased', { sort: 'total' })}
          >
            <BarChart
              key={chartKey}
              {...chartState}
              label={intl.formatMessage(m.topProducts)}
              data={(dashboard?.topProducts ?? []).map((s) => ({
                key: s.key,
                label: s.label,
                values: { revenue: s.revenue },
              }))}
              series={[{ key: 'revenue', label: intl.formatMessage(kpiMessages.revenue!) }]}
              format={money}
              categoryLabel={intl.formatMessage(titles.products)}
              hideLegend
            />
          </Card>
          <Card title={intl.formatMessage(m.paymentMethods)} actions={linkTo('sales-orders')}>
            <DonutChart
              key={chartKey}
              {...chartState}
              label={intl.formatMessage(m.paymentMethods)}
              data={(dashboard?.paymentMethods ?? []).map((s) => ({
                key: s.key,
                label: s.label,
                value: s.orders,
              }))}
              categoryLabel={intl.formatMessage(titles.paymentMethods)}
              valueLabel={intl.formatMessage(kpiMessages.orders!)}
              shareLabel={intl.formatMessage(m.share)}
              totalLabel={intl.formatMessage(kpiMessages.orders!)}
            />
          </Card>
        </Charts>
      </Stack>
    </>
  );
}

const placeholderKpis: Kpi[] = Object.keys(kpiMessages).map((key) => ({
  __typename: 'DashboardKpi',
  key,
  kind: 'count',
  currency: null,
  value: 0,
  previous: 0,
  series: [],
}));

function KpiCard({
  kpi,
  loading,
  failed,
  days,
}: {
  kpi: Kpi;
  loading: boolean;
  failed: boolean;
  days: number;
}) {
  const intl = useIntl();
  const label = kpiMessages[kpi.key] ? intl.formatMessage(kpiMessages[kpi.key]!) : kpi.key;
  const format = (value: number) =>
    kpi.kind === 'money' && kpi.currency
      ? formatMoney(value, kpi.currency, intl.locale, currencyDecimals(kpi.currency))
      : formatNumber(value, intl.locale, kpi.kind === 'percent' ? 1 : 0);
  return (
    <Card>
      <Stat
        label={label}
        value={failed ? '—' : format(kpi.value)}
        loading={loading}
        loadingLabel={intl.formatMessage(m.loading)}
        change={failed ? undefined : changePercent(kpi.value, kpi.previous)}
        changeLabel={intl.formatMessage(m.changeFrom, { days })}
        increaseIsGood={!RISE_IS_BAD.has(kpi.key)}
        locale={intl.locale}
        sparkline={
          <Sparkline
            label={intl.formatMessage(m.trend, { kpi: label })}
            data={kpi.series.map((p) => ({ date: p.day, value: p.value }))}
            format={
              kpi.kind === 'money' && kpi.currency
                ? { kind: 'money', currency: kpi.currency }
                : { kind: 'count' }
            }
            loading={loading}
            emptyMessage={intl.formatMessage(m.noData)}
            locale={intl.locale}
          />
        }
      />
    </Card>
  );
}

/**
 * Refetches the figures when orders are placed or change (the live board's subscriptions) and after the
 * socket reconnects, at most once per LIVE_DEBOUNCE_MS, without reloading the page.
 */
export function useLiveRefetch(refetch: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  const schedule = useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, LIVE_DEBOUNCE_MS);
  }, []);
  useEffect(() => {
    socketReconnects.addEventListener(RECONNECTED, schedule);
    return () => {
      socketReconnects.removeEventListener(RECONNECTED, schedule);
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [schedule]);
  useSubscription(LiveOrderCreatedDocument, { onData: schedule });
  useSubscription(LiveOrderUpdatedDocument, { onData: schedule });
}
