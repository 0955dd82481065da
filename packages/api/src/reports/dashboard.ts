import { daysOf, previousRange, type ReportRange } from '@market/domain';
import type { Queryable } from '../db/index.ts';
import { rollupSourceFor, rollupTables } from './engine.ts';
import type { RollupSource } from './spec.ts';

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

/**
 * `days` reads the per-day rollups (the KPIs and their series need days: migration 024's rollup_order_days and
 * rollup_store_days, 029's rollup_active_store_days, and the signups); `months` the order and order-line
 * rollups for the top stores and top products, by default with month rows standing for the range's months
 * (engine.ts). The exactness test passes the base views for both.
 */
export async function dashboard(
  db: Queryable,
  range: ReportRange,
  currency: string,
  days: RollupSource = rollupTables,
  months: RollupSource = rollupSourceFor({ range, groupBy: null }),
): Promise<DashboardAnswer> {
  const previous = previousRange(range);
  const dayList = daysOf(range);
  // Three statements, sent together: on PostgreSQL each takes a connection of the pool, so they run at once on
  // the server's cores (one statement runs on one; PGlite runs them one after another). Each reads the seal's
  // date in its own statement, so each is exact on its own; a write committed between them may show in one
  // chart and not yet in another, as it would a moment later anyway.
  //
  // The first: `o`, the day × status × payment status × payment method rows of both periods (about 11 a day;
  // rollup_orders has about 216), read once for the per-day KPIs, by status and payment methods. Active stores
  // per day from their counts per day (migration 029), per period by one probe per store into the store-day
  // rows. The other two: top stores and top products from month rows for whole months, each row's revenue
  // decided by its status's outcome and added up per store or product in one pass (grouping per status first,
  // then per store or product, cost a second aggregation of about 4,700 rows for 12 months of products); names
  // are looked up for the added-up rows.
  type PerDay = {
    day: string;
    orders: number;
    revenue: number;
    revenue_orders: number;
    pending: number;
    failed: number;
    stores: number;
    customers: number;
  };
  type Share = DashboardShare & Record<string, unknown>;
  // The top lists' parameters: $1 the range's first day, $2 its last, $3 the currency.
  const bind = (sql: string) => sql.replace(/:from\b/g, '$1::date').replace(/:to\b/g, '$2::date');
  const top = (list: string) =>
    db.query<{ list: Share[] | string | null }>(`select (${list}) as list`, [range.from, range.to, currency]);
  const [{ rows: answerRows }, { rows: storeRows }, { rows: productRows }] = await Promise.all([
    db.query<{
      per_day: PerDay[] | string | null;
      stores: { current: number; previous: number } | string | null;
      by_status: Share[] | string | null;
      payment_methods: Share[] | string | null;
    }>(
      `with o as materialized (
       select r.day, r.status, r.payment_status, r.payment_method_id, r.orders, r.grand_total,
              os.outcome is null as pending, os.name as status_name, os.sort as status_sort,
              (${REVENUE}) as counts
       from ${days('order_days')} r left join order_statuses os on os.code = r.status
       where r.day between $1::date and $3::date and r.currency_code = $4),
     d as (
       select day, sum(orders) as orders, sum(case when counts then grand_total else 0 end) as revenue,
              sum(case when counts then orders else 0 end) as revenue_orders,
              sum(case when pending then orders else 0 end) as pending,
              sum(case when payment_status = 4 then orders else 0 end) as failed
       from o group by day),
     s as (select day, sum(stores) as stores from ${days('active_store_days')} r
           where r.day between $2::date and $3::date and r.currency_code = $4 group by day),
     c as (select day, sum(signups) as customers from ${days('signups')} r
           where kind = 'customer' and day between $1::date and $3::date group by day),
     cur as (select * from o where day >= $2::date)
     select
       (select json_agg(x) from (
          select to_char(coalesce(d.day, s.day, c.day), 'YYYY-MM-DD') as day, coalesce(d.orders, 0) as orders,
                 coalesce(d.revenue, 0) as revenue, coalesce(d.revenue_orders, 0) as revenue_orders,
                 coalesce(d.pending, 0) as pending, coalesce(d.failed, 0) as failed,
                 coalesce(s.stores, 0) as stores, coalesce(c.customers, 0) as customers
          from d full join s on s.day = d.day full join c on c.day = coalesce(d.day, s.day)) x) as per_day,
       (select json_build_object(
           'current', count(*) filter (where exists (
              select 1 from ${days('store_days')} r where r.store_id = st.id and r.currency_code = $4
                and r.day between $2::date and $3::date and r.orders <> 0)),
           'previous', count(*) filter (where exists (
              select 1 from ${days('store_days')} r where r.store_id = st.id and r.currency_code = $4
                and r.day between $1::date and $2::date - 1 and r.orders <> 0)))
        from stores st) as stores,
       (select json_agg(x) from (
          select status as key, coalesce(status_name, status) as label, sum(orders) as orders,
                 sum(grand_total) as revenue, null::bigint as quantity
          from cur group by status, status_name having sum(orders) <> 0
          order by min(status_sort), status) x) as by_status,
       (select json_agg(x) from (
          select coalesce(r.payment_method_id::text, '') as key, coalesce(pm.name, '') as label,
                 sum(r.orders) as orders, sum(r.grand_total) as revenue, null::bigint as quantity
          from cur r left join payment_methods pm on pm.id = r.payment_method_id
          group by r.payment_method_id, pm.name having sum(r.orders) <> 0
          order by orders desc, key) x) as payment_methods`,
      [previous.from, range.from, range.to, currency],
    ),
    top(`select json_agg(x) from (
          select r.store_id::text as key, st.name as label, r.orders, r.revenue, null::bigint as quantity
          from (select r.store_id, sum(r.orders) as orders,
                       sum(case when ${REVENUE} then r.grand_total else 0 end) as revenue
                from ${bind(months('orders'))} r left join order_statuses os on os.code = r.status
                where r.day between $1::date and $2::date and r.currency_code = $3
                group by r.store_id having sum(r.orders) <> 0) r
          join stores st on st.id = r.store_id
          order by revenue desc, orders desc, key limit 10) x`),
    top(`select json_agg(x) from (
          select coalesce(r.product_id::text, '') as key, coalesce(p.name, '') as label, r.orders, r.revenue,
                 r.quantity
          from (select r.product_id, sum(r.lines) as orders, sum(r.qty) as quantity,
                       sum(case when ${REVENUE} then r.total else 0 end) as revenue
                from ${bind(months('order_products'))} r left join order_statuses os on os.code = r.status
                where r.day between $1::date and $2::date and r.currency_code = $3
                group by r.product_id having sum(r.lines) <> 0) r
          left join products p on p.id = r.product_id
          order by revenue desc, quantity desc, key limit 10) x`),
  ]);
  const answer = answerRows[0]!;
  const json = <T>(v: T | string | null, empty: T): T =>
    v === null ? empty : typeof v === 'string' ? (JSON.parse(v) as T) : v;
  const perDay = { rows: json<PerDay[]>(answer.per_day, []) };
  const byDay = new Map(perDay.rows.map((r) => [r.day, r]));
  const inRange = (day: string, r: ReportRange) => day >= r.from && day <= r.to;
  const total = (r: ReportRange, pick: (row: (typeof perDay.rows)[number]) => number) =>
    perDay.rows.filter((row) => inRange(row.day, r)).reduce((sum, row) => sum + Number(pick(row)), 0);
  const aov = (r: ReportRange) => {
    const n = total(r, (x) => x.revenue_orders);
    return n === 0 ? 0 : Math.round(total(r, (x) => x.revenue) / n);
  };
  const series = (pick: (row: (typeof perDay.rows)[number]) => number) =>
    dayList.map((d) => {
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
  const storeCounts = json(answer.stores, { current: 0, previous: 0 });
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

  const share = (rows: Share[] | string | null): DashboardShare[] =>
    json<Share[]>(rows, []).map((r) => ({
      key: String(r.key),
      label: String(r.label ?? r.key),
      orders: Number(r.orders),
      revenue: Number(r.revenue),
      quantity: r.quantity === null || r.quantity === undefined ? null : Number(r.quantity),
    }));
  const ordersByStatus = share(answer.by_status);
  const topStores = share(storeRows[0]?.list ?? null);
  const topProducts = share(productRows[0]?.list ?? null);
  const paymentMethods = share(answer.payment_methods);
  return {
    range,
    previous,
    currency,
    days: dayList,
    kpis,
    ordersPerDay: dayList.map((day) => {
      const row = byDay.get(day);
      return { day, orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
    }),
    ordersByStatus,
    topStores,
    topProducts,
    paymentMethods,
  };
}
