import { daysOf, previousRange, type ReportRange } from '@market/domain';
import type { Queryable } from '../db/index.ts';

/**
 * The dashboard, from the rollups only, for one currency (the marketplace's default unless asked): money is
 * never added across currencies, so counts and money figures are of the orders in that currency (new
 * customers have no currency). Revenue is the grand total of orders whose status's outcome is neither
 * cancelled nor refunded; average order value is revenue per such order; pending orders are those whose
 * status has no outcome yet; failed payments are orders with payment status 4.
 */
export interface DashboardAnswer {
  range: ReportRange;
  previous: ReportRange;
  currency: string;
  days: string[];
  kpis: {
    key: string;
    kind: 'count' | 'money';
    currency: string | null;
    value: number;
    previous: number;
    series: number[];
  }[];
  ordersPerDay: { day: string; orders: number; revenue: number }[];
  ordersByStatus: DashboardShare[];
  topStores: DashboardShare[];
  topProducts: DashboardShare[];
  paymentMethods: DashboardShare[];
}

export interface DashboardShare {
  key: string;
  label: string;
  orders: number;
  revenue: number;
  quantity: number | null;
}

export const DASHBOARD_KPIS = [
  'orders',
  'revenue',
  'averageOrderValue',
  'newCustomers',
  'activeStores',
  'pendingOrders',
  'failedPayments',
] as const;

const REVENUE = `os.outcome is distinct from 'cancelled' and os.outcome is distinct from 'refunded'`;

export async function defaultCurrency(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ code: string }>(
    `select code from currencies order by is_default desc, code limit 1`,
  );
  return rows[0]?.code.trim() ?? 'USD';
}

export async function dashboard(
  db: Queryable,
  range: ReportRange,
  currency: string,
): Promise<DashboardAnswer> {
  const previous = previousRange(range);
  const days = daysOf(range);
  const perDay = await db.query<{
    day: string;
    orders: number;
    revenue: number;
    revenue_orders: number;
    pending: number;
    failed: number;
    stores: number;
    customers: number;
  }>(
    `with o as (
       select r.day, sum(r.orders) as orders,
              sum(case when ${REVENUE} then r.grand_total else 0 end) as revenue,
              sum(case when ${REVENUE} then r.orders else 0 end) as revenue_orders,
              sum(case when os.outcome is null then r.orders else 0 end) as pending,
              sum(case when r.payment_status = 4 then r.orders else 0 end) as failed,
              count(distinct case when r.orders <> 0 then r.store_id end) as stores
       from rollup_orders r left join order_statuses os on os.code = r.status
       where r.day between $1::date and $2::date and r.currency_code = $3
       group by r.day),
     c as (select day, sum(signups) as customers from rollup_signups
           where kind = 'customer' and day between $1::date and $2::date group by day)
     select to_char(coalesce(o.day, c.day), 'YYYY-MM-DD') as day, coalesce(o.orders, 0) as orders,
            coalesce(o.revenue, 0) as revenue, coalesce(o.revenue_orders, 0) as revenue_orders,
            coalesce(o.pending, 0) as pending, coalesce(o.failed, 0) as failed, coalesce(o.stores, 0) as stores,
            coalesce(c.customers, 0) as customers
     from o full join c on c.day = o.day`,
    [previous.from, range.to, currency],
  );
  const byDay = new Map(perDay.rows.map((r) => [r.day, r]));
  const stores = await db.query<{ current: number; previous: number }>(
    `select count(distinct case when day >= $2::date then store_id end) as current,
            count(distinct case when day < $2::date then store_id end) as previous
     from rollup_orders where day between $1::date and $3::date and currency_code = $4 and orders <> 0`,
    [previous.from, range.from, range.to, currency],
  );
  const inRange = (day: string, r: ReportRange) => day >= r.from && day <= r.to;
  const total = (r: ReportRange, pick: (row: (typeof perDay.rows)[number]) => number) =>
    perDay.rows.filter((row) => inRange(row.day, r)).reduce((sum, row) => sum + Number(pick(row)), 0);
  const aov = (r: ReportRange) => {
    const n = total(r, (x) => x.revenue_orders);
    return n === 0 ? 0 : Math.round(total(r, (x) => x.revenue) / n);
  };
  const series = (pick: (row: (typeof perDay.rows)[number]) => number) =>
    days.map((d) => {
      const row = byDay.get(d);
      return row ? Number(pick(row)) : 0;
    });
  const kpi = (
    key: (typeof DASHBOARD_KPIS)[number],
    kind: 'count' | 'money',
    pick: (row: (typeof perDay.rows)[number]) => number,
  ) => ({
    key,
    kind,
    currency: kind === 'money' ? currency : null,
    value: total(range, pick),
    previous: total(previous, pick),
    series: series(pick),
  });
  const storeCounts = stores.rows[0] ?? { current: 0, previous: 0 };
  const kpis = [
    kpi('orders', 'count', (r) => r.orders),
    kpi('revenue', 'money', (r) => r.revenue),
    {
      key: 'averageOrderValue',
      kind: 'money' as const,
      currency,
      value: aov(range),
      previous: aov(previous),
      series: series((r) => (Number(r.revenue_orders) === 0 ? 0 : Math.round(r.revenue / r.revenue_orders))),
    },
    kpi('newCustomers', 'count', (r) => r.customers),
    {
      ...kpi('activeStores', 'count', (r) => r.stores),
      value: Number(storeCounts.current),
      previous: Number(storeCounts.previous),
    },
    kpi('pendingOrders', 'count', (r) => r.pending),
    kpi('failedPayments', 'count', (r) => r.failed),
  ];

  const share = async (sql: string): Promise<DashboardShare[]> =>
    (
      await db.query<DashboardShare & Record<string, unknown>>(sql, [range.from, range.to, currency])
    ).rows.map((r) => ({
      key: String(r.key),
      label: String(r.label ?? r.key),
      orders: Number(r.orders),
      revenue: Number(r.revenue),
      quantity: r.quantity === null || r.quantity === undefined ? null : Number(r.quantity),
    }));
  const where = `r.day between $1::date and $2::date and r.currency_code = $3`;
  const [ordersByStatus, topStores, topProducts, paymentMethods] = [
    await share(`select r.status as key, coalesce(os.name, r.status) as label, sum(r.orders) as orders,
                   sum(r.grand_total) as revenue, null::bigint as quantity
                 from rollup_orders r left join order_statuses os on os.code = r.status
                 where ${where} group by r.status, os.name, os.sort having sum(r.orders) <> 0
                 order by min(os.sort), r.status`),
    await share(`select r.store_id::text as key, s.name as label, sum(r.orders) as orders,
                   sum(case when ${REVENUE} then r.grand_total else 0 end) as revenue, null::bigint as quantity
                 from rollup_orders r join stores s on s.id = r.store_id left join order_statuses os on os.code = r.status
                 where ${where} group by r.store_id, s.name having sum(r.orders) <> 0
                 order by revenue desc, orders desc, key limit 10`),
    await share(`select coalesce(r.product_id::text, '') as key, coalesce(p.name, '') as label, sum(r.lines) as orders,
                   sum(case when ${REVENUE} then r.total else 0 end) as revenue, sum(r.qty) as quantity
                 from rollup_order_products r left join products p on p.id = r.product_id
                 left join order_statuses os on os.code = r.status
                 where ${where} group by r.product_id, p.name having sum(r.lines) <> 0
                 order by revenue desc, quantity desc, key limit 10`),
    await share(`select coalesce(r.payment_method_id::text, '') as key, coalesce(pm.name, '') as label,
                   sum(r.orders) as orders, sum(r.grand_total) as revenue, null::bigint as quantity
                 from rollup_orders r left join payment_methods pm on pm.id = r.payment_method_id
                 where ${where} group by r.payment_method_id, pm.name having sum(r.orders) <> 0
                 order by orders desc, key`),
  ];
  return {
    range,
    previous,
    currency,
    days,
    kpis,
    ordersPerDay: days.map((day) => {
      const row = byDay.get(day);
      return { day, orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
    }),
    ordersByStatus,
    topStores,
    topProducts,
    paymentMethods,
  };
}
