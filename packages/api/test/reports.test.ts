import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '@market/domain';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

const REPORT = `query($type: String!, $range: ReportRangeInput!, $groupBy: String, $filter: [ReportFilterInput!],
    $sort: ReportSortInput, $first: Int, $after: String) {
  report(type: $type, range: $range, groupBy: $groupBy, filter: $filter, sort: $sort, first: $first, after: $after) {
    type groupBy columns { key kind currencyKey } rows { cells } totals { cells } totalCount
    pageInfo { hasNextPage endCursor }
  }
}`;

interface ReportData {
  report: {
    type: string;
    groupBy: string | null;
    columns: { key: string; kind: string; currencyKey: string | null }[];
    rows: { cells: (string | number | null)[] }[];
    totals: { cells: (string | number | null)[] }[];
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

for (const target of DATABASES) {
  describe(`reports on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    let today: string;
    const ids: Record<string, string> = {};
    const one = async <T>(sql: string, params: string[] = []) =>
      (await s.app.db.query(sql, params)).rows[0] as T;
    const report = (variables: Record<string, unknown>, token: string | null = admin) =>
      s.gql<ReportData>(token, REPORT, variables);
    const column = (r: ReportData['report'], key: string) => r.columns.findIndex((c) => c.key === key);

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      await s.app.db.exec(`
        insert into currencies (name, code, is_default) values ('US Dollar', 'USD', true), ('Euro', 'EUR', false);
        insert into order_statuses (code, name, sort, outcome) values ('pending', 'Pending', 1, null),
          ('delivered', 'Delivered', 2, 'delivered'), ('cancelled', 'Cancelled', 3, 'cancelled');
        insert into order_status_transitions (from_status, to_status) values ('pending', 'delivered'),
          ('pending', 'cancelled');
        insert into merchants (legal_name, contact_name, email, commission_type, commission_value)
          values ('Acme Foods', 'Ann', 'acme@example.com', 'percent', 10);
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, name, slug, currency_code, commission_type, commission_value)
          select (select id from merchants), (select id from store_types), 'Dollar Store', 'dollar-store', 'USD', 'percent', 10
          union all
          select (select id from merchants), (select id from store_types), 'Euro Store', 'euro-store', 'EUR', 'fixed', 150;
        insert into products (store_id, name, sku, price) select id, 'Pizza ' || name, 'PZ-1', 2000 from stores;
        insert into customers (name, email) values ('Cora Client', 'cora@example.com');`);
      today = (await one<{ d: string }>(`select to_char(market_day(now()), 'YYYY-MM-DD') as d`)).d;
      ids.customer = (await one<{ id: string }>('select id from customers')).id;
      for (const currency of ['USD', 'EUR']) {
        const store = await one<{ id: string; product: string }>(
          `select s.id, p.id as product from stores s join products p on p.store_id = s.id where s.currency_code = $1`,
          [currency],
        );
        ids[currency] = store.id;
        for (const qty of [1, 2]) {
          const placed = await s.gql<{ placeOrder: { id: string; version: number } }>(
            admin,
            `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id version } }`,
            {
              input: {
                customerId: ids.customer,
                storeId: store.id,
                items: [{ productId: store.product, qty }],
              },
            },
          );
          expect(placed.errors).toBeUndefined();
          ids[`${currency}${qty}`] = placed.data!.placeOrder.id;
        }
      }
      const cancel = await s.gql(
        admin,
        `mutation($id: ID!) { changeOrderStatus(id: $id, version: 1, input: {toStatus: "cancelled"}) { id } }`,
        { id: ids.USD2 },
      );
      expect(cancel.errors).toBeUndefined();
    });
    afterAll(() => stopTestServer(s));

    it('answers sales per day from the rollups, one row and one totals row per currency', async () => {
      const res = await report({ type: 'sales-orders', range: { from: today, to: today } });
      expect(res.errors).toBeUndefined();
      const r = res.data!.report;
      expect(r.groupBy).toBe('day');
      expect(r.columns.map((c) => c.key)).toEqual(REPORTS[0].columns.map((c) => c.key));
      expect(r.columns.find((c) => c.key === 'grandTotal')).toMatchObject({
        kind: 'money',
        currencyKey: 'currency',
      });
      const byCurrency = new Map(r.rows.map((row) => [row.cells[column(r, 'currency')], row.cells]));
      expect(r.totalCount).toBe(2);
      expect(byCurrency.get('USD')?.[column(r, 'orders')]).toBe(2);
      expect(byCurrency.get('USD')?.[column(r, 'items')]).toBe(3);
      expect(byCurrency.get('USD')?.[column(r, 'subtotal')]).toBe(6000);
      expect(byCurrency.get('EUR')?.[column(r, 'period')]).toBe(today);
      expect(r.totals.map((t) => t.cells[column(r, 'currency')])).toEqual(['EUR', 'USD']);

      const delivered = await report({
        type: 'sales-orders',
        range: { from: today, to: today },
        filter: [
          { field: 'status', values: ['pending'] },
          { field: 'storeId', values: [ids.USD!] },
        ],
      });
      expect(delivered.data!.report.rows.map((row) => row.cells[column(r, 'orders')])).toEqual([1]);
    });

    it('works out commission per store rule, per store or per merchant', async () => {
      const byStore = (await report({ type: 'sales-commission', range: { from: today, to: today } })).data!
        .report;
      const store = column(byStore, 'store');
      const commission = new Map(
        byStore.rows.map((row) => [row.cells[store], row.cells[column(byStore, 'commission')]]),
      );
      // 10 % of the one USD order left (2,000; the other was cancelled); 150 per EUR order.
      expect(commission).toEqual(
        new Map([
          ['Dollar Store', 200],
          ['Euro Store', 300],
        ]),
      );
      const byMerchant = (
        await report({ type: 'sales-commission', range: { from: today, to: today }, groupBy: 'merchant' })
      ).data!.report;
      expect(byMerchant.columns.some((c) => c.key === 'store')).toBe(false);
      expect(byMerchant.rows).toHaveLength(2);
    });

    it('pages with a cursor and sorts by any column', async () => {
      const first = (
        await report({
          type: 'sales-orders',
          range: { from: today, to: today },
          sort: { column: 'grandTotal', direction: 'DESC' },
          first: 1,
        })
      ).data!.report;
      expect(first.rows).toHaveLength(1);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = (
        await report({
          type: 'sales-orders',
          range: { from: today, to: today },
          sort: { column: 'grandTotal', direction: 'DESC' },
          first: 1,
          after: first.pageInfo.endCursor,
        })
      ).data!.report;
      expect(second.pageInfo.hasNextPage).toBe(false);
      const total = column(first, 'grandTotal');
      expect(Number(first.rows[0]!.cells[total])).toBeGreaterThanOrEqual(
        Number(second.rows[0]!.cells[total]),
      );
      expect(second.totals).toEqual(first.totals);
    });

    it('is for admins only', async () => {
      const range = { from: today, to: today };
      expect((await report({ type: 'sales-orders', range }, support)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect((await report({ type: 'sales-orders', range }, null)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      const dash = `query($range: ReportRangeInput!) { dashboard(range: $range) { currency } }`;
      expect((await s.gql(support, dash, { range })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await s.gql(null, dash, { range })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each([
      [{ from: '2024-02-30', to: '2024-03-01' }, {}, 'range.from'],
      [{ from: '2024-03-02', to: '2024-03-01' }, {}, 'range.to'],
      [{ from: '2020-01-01', to: '2025-01-01' }, {}, 'range.to'],
      [{ from: '2024-01-01', to: '2024-1-5' }, {}, 'range.to'],
      [{ from: '2024-01-01', to: '2024-01-05' }, { type: 'sales-everything' }, 'type'],
      [{ from: '2024-01-01', to: '2024-01-05' }, { groupBy: 'hour' }, 'groupBy'],
      [
        { from: '2024-01-01', to: '2024-01-05' },
        { filter: [{ field: 'colour', values: ['red'] }] },
        'filter.colour',
      ],
      [
        { from: '2024-01-01', to: '2024-01-05' },
        { filter: [{ field: 'storeId', values: ['x'] }] },
        'filter.storeId',
      ],
      [{ from: '2024-01-01', to: '2024-01-05' }, { sort: { column: 'nope' } }, 'sort.column'],
      [{ from: '2024-01-01', to: '2024-01-05' }, { first: 500 }, 'first'],
      [{ from: '2024-01-01', to: '2024-01-05' }, { after: 'garbage' }, 'after'],
    ])('refuses %j %j naming %s', async (range, extra, field) => {
      const res = await report({ type: 'sales-orders', range, ...extra });
      expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {})).toContain(field);
    });

    it('accepts a range of just under five years', async () => {
      const res = await report({ type: 'sales-orders', range: { from: '2020-01-01', to: '2024-12-31' } });
      expect(res.errors).toBeUndefined();
    });

    it('exports a report as CSV with the same columns, for admins only', async () => {
      const url = (query: string) => `${s.url}/api/export/report?${query}`;
      const get = (query: string, token: string | null = admin) =>
        fetch(url(query), { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const ok = await get(
        `type=sales-orders&from=${today}&to=${today}&sort=${encodeURIComponent('{"column":"currency"}')}`,
      );
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('text/csv');
      const lines = (await ok.text())
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(REPORTS[0].columns.map((c) => c.key).join(','));
      expect(lines.slice(1)).toEqual([`${today},EUR,2,3,6000,0,0,6000`, `${today},USD,2,3,6000,0,0,6000`]);

      const filtered = await get(
        `type=sales-orders&from=${today}&to=${today}&filter=${encodeURIComponent(JSON.stringify({ status: 'cancelled' }))}`,
      );
      expect((await filtered.text()).trim().split('\r\n')).toHaveLength(2);

      expect((await get(`type=sales-orders&from=${today}&to=${today}`, support)).status).toBe(403);
      expect((await get(`type=sales-orders&from=${today}&to=${today}`, null)).status).toBe(401);
      const bad = await get(`type=sales-orders&from=2024-02-30&to=${today}`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: 'VALIDATION', fields: { from: expect.any(String) } });
      const badType = await get(`type=nope&from=${today}&to=${today}`);
      expect(await badType.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { type: expect.any(String) },
      });
      expect((await get(`type=sales-orders&from=${today}&to=${today}&filter=%7Bbroken`)).status).toBe(400);
    });

    it("counts days in the marketplace's time zone, both ends of a range included", async () => {
      // 23:30 UTC on 10 March is already 11 March in Tokyo.
      await s.app.db.query(`update orders set placed_at = '2026-03-10T23:30:00Z' where id = $1`, [ids.EUR1!]);
      const orders = async (from: string, to: string) =>
        (await report({ type: 'sales-orders', range: { from, to } })).data!.report.rows.map((r) => [
          r.cells[0],
          r.cells[2],
        ]);
      expect(await orders('2026-03-10', '2026-03-10')).toEqual([['2026-03-10', 1]]);
      expect(await orders('2026-03-11', '2026-03-11')).toEqual([]);

      const settings = await s.gql<{ appSettings: { version: number } }>(
        admin,
        '{ appSettings { version } }',
      );
      const changed = await s.gql<{ updateAppSettings: { reportTimeZone: string } }>(
        admin,
        'mutation($v: Int!) { updateAppSettings(version: $v, patch: {reportTimeZone: "Asia/Tokyo"}) { reportTimeZone } }',
        { v: settings.data!.appSettings.version },
      );
      expect(changed.errors).toBeUndefined();
      expect(await orders('2026-03-10', '2026-03-10')).toEqual([]);
      expect(await orders('2026-03-11', '2026-03-11')).toEqual([['2026-03-11', 1]]);
      expect(await orders('2026-03-09', '2026-03-11')).toEqual([['2026-03-11', 1]]);
      const wrong = await s.gql(
        admin,
        'mutation($v: Int!) { updateAppSettings(version: $v, patch: {reportTimeZone: "Mars/Olympus"}) { version } }',
        {
          v: (await s.gql<{ appSettings: { version: number } }>(admin, '{ appSettings { version } }')).data!
            .appSettings.version,
        },
      );
      expect(wrong.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { reportTimeZone: expect.any(String) },
      });
      // Back to UTC (unset) for the other tests; the order moves back to its UTC day.
      await s.app.db.query(`delete from app_settings where key = 'reports'`);
      expect(await orders('2026-03-10', '2026-03-10')).toEqual([['2026-03-10', 1]]);
      await s.app.db.query(`update orders set placed_at = now() where id = $1`, [ids.EUR1!]);
    });

    it('answers the dashboard with the previous period and a series per day', async () => {
      const res = await s.gql<{
        dashboard: {
          currency: string;
          kpis: { key: string; value: number; previous: number; series: { day: string; value: number }[] }[];
          ordersByStatus: { key: string; orders: number }[];
          topStores: { label: string; revenue: number }[];
        };
      }>(
        admin,
        `query($range: ReportRangeInput!) { dashboard(range: $range) { currency
          kpis { key value previous series { day value } } ordersByStatus { key orders } topStores { label revenue } } }`,
        { range: { from: today, to: today } },
      );
      expect(res.errors).toBeUndefined();
      const d = res.data!.dashboard;
      expect(d.currency).toBe('USD');
      const kpi = new Map(d.kpis.map((k) => [k.key, k]));
      expect(kpi.get('orders')).toMatchObject({ value: 2, previous: 0, series: [{ day: today, value: 2 }] });
      expect(kpi.get('revenue')?.value).toBe(2000);
      expect(kpi.get('pendingOrders')?.value).toBe(1);
      expect(kpi.get('newCustomers')?.value).toBe(1);
      expect(d.ordersByStatus).toEqual([
        { key: 'pending', orders: 1 },
        { key: 'cancelled', orders: 1 },
      ]);
      expect(d.topStores).toEqual([{ label: 'Dollar Store', revenue: 2000 }]);
    });
  });
}
