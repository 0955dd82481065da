import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS, formatReportDay, parseReportDay } from '@market/domain';
import { dashboard } from '../src/reports/dashboard.ts';
import {
  baseViews,
  checkReportRequest,
  encodeReportCursor,
  monthPlan,
  yearTerms,
  runReport,
} from '../src/reports/engine.ts';
import { foldRollupBuffer } from '../src/reports/rollups.ts';
import { ADMIN, DATABASES, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

/**
 * Exactness: random orders, status and payment changes, returns, coupons, wallet postings, reward points and
 * signups go through the real write paths (GraphQL mutations, generic resource writes, plain SQL updates),
 * spread over several days; then every report type, with every grouping, its filters and random ranges,
 * must give the same answer from the rollups (kept by triggers) as from the base tables (the
 * `base_rollup_*` views of migration 011 over orders, order_items, returns, … — no rollup involved). Plain
 * SQL adds what the API does not do: several orders changed by one statement, lines edited, orders deleted.
 */

const DAY0 = parseReportDay('2026-01-01')!;

/** The day rollups whose open days' writes are buffered (migration 028): keys and measures, in table order. */
const BUFFERED_ROLLUPS: Record<string, { keys: string; measures: string[] }> = {
  orders: {
    keys: 'day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code',
    measures: ['orders', 'items', 'subtotal', 'discount', 'delivery_charges', 'grand_total'],
  },
  order_products: {
    keys: 'day, product_id, store_id, status, currency_code',
    measures: ['lines', 'qty', 'total'],
  },
  customer_orders: {
    keys: 'day, customer_id, status, currency_code',
    measures: ['orders', 'items', 'grand_total'],
  },
};
const SPAN_DAYS = 40;
// Placement times near the span's month boundaries (1 January and 1 February, ±26 h: UTC and Cairo days), so
// that the days at the ends of a range holding whole months have orders (read from the day rollups, the
// months between from the month rollups).
const boundaryAt = fc
  .tuple(fc.constantFrom(0, 31 * 86_400), fc.integer({ min: -26 * 3600, max: 26 * 3600 }))
  .map(([boundary, offset]) => Math.min(SPAN_DAYS * 86_400 - 1, Math.max(0, boundary + offset)));
const STATUS_MOVES: Record<string, string[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
  delivered: ['refunded'],
};

const action = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      customer: fc.nat(),
      store: fc.nat(),
      lines: fc.array(fc.record({ product: fc.nat(), qty: fc.integer({ min: 1, max: 4 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      coupon: fc.option(fc.nat(), { nil: null }),
      payment: fc.option(fc.nat(), { nil: null }),
      delivery: fc.option(fc.nat(), { nil: null }),
      // Seconds into the span: days (and their UTC/Cairo boundaries) vary; null keeps the placement time.
      at: fc.option(fc.oneof(fc.integer({ min: 0, max: SPAN_DAYS * 86_400 - 1 }), boundaryAt), {
        nil: null,
        freq: 3,
      }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('status' as const), order: fc.nat(), pick: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('payment' as const), order: fc.nat(), pick: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      order: fc.nat(),
      share: fc.nat(),
      at: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      ret: fc.nat(),
      pick: fc.nat(),
      refund: fc.integer({ min: 0, max: 100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wallet' as const),
      customer: fc.nat(),
      amount: fc.integer({ min: -500, max: 2000 }).filter((n) => n !== 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('points' as const),
      customer: fc.nat(),
      points: fc.integer({ min: 0, max: 900 }),
      earn: fc.integer({ min: 1, max: 50 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('signup' as const),
      what: fc.constantFrom('customer', 'merchant', 'store'),
      at: fc.integer({ min: 0, max: SPAN_DAYS * 86_400 - 1 }),
      group: fc.nat(),
    }),
  },
);
// Statements that change many rows at once, lines edited in place and orders deleted: the triggers work per
// statement (migration 015), so these must come out as exact as the one-row writes of the API.
const sqlAction = fc.oneof(
  fc.record({
    kind: fc.constant('bulk' as const),
    from: fc.constantFrom('pending', 'confirmed', 'delivered'),
    to: fc.constantFrom('confirmed', 'cancelled', 'delivered', 'refunded'),
    shift: fc.integer({ min: -3, max: 3 }),
    every: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('line' as const), order: fc.nat(), qty: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('delete' as const), order: fc.nat() }),
  // The date the derived rollups hold the days before (migration 027) moved forward or back, between writes:
  // later writes to orders on either side of it keep the derived rollups, or leave them to the seal.
  fc.record({
    kind: fc.constant('seal' as const),
    day: fc.option(fc.integer({ min: -2, max: SPAN_DAYS + 2 }), { nil: null, freq: 4 }),
  }),
  // Writes to open days wait in buffers (migration 028) until a fold moves them into the day rollups: between
  // writes, so that comparisons meet both buffered and folded rows.
  fc.record({ kind: fc.constant('fold' as const) }),
);
const anyAction = fc.oneof({ weight: 12, arbitrary: action }, { weight: 2, arbitrary: sqlAction });
type Action =
  | (typeof action extends fc.Arbitrary<infer A> ? A : never)
  | (typeof sqlAction extends fc.Arbitrary<infer A> ? A : never);

const dayArb = fc.integer({ min: -2, max: SPAN_DAYS + 2 }).map((d) => formatReportDay(DAY0 + d * 86_400_000));
const rangeArb = fc.tuple(dayArb, dayArb).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
// Ranges that read month rollups (migration 022): whole months, with days at either end read from the day
// rollups, or a mostly covered month read as its month row minus the days outside the range (`monthPlan`).
const monthRangeArb = fc.record({
  from: fc.constantFrom('2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03'),
  to: fc.constantFrom('2026-01-31', '2026-02-01', '2026-02-02', '2026-02-20', '2026-02-28'),
});
// Ranges that read year rollups (migration 024): the year 2026 row minus the days (and month) of January
// before the range, which hold orders, and the months after it (`yearTerms`).
const yearRangeArb = fc.record({
  from: fc.constantFrom('2026-01-02', '2026-01-05', '2026-01-20', '2026-02-03'),
  to: fc.constantFrom('2026-11-30', '2026-12-31'),
});

for (const target of DATABASES) {
  describe(`report rollups equal the base tables on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let serial = 0;
    const db = () => s.app.db;
    const ids = async (sql: string) => (await db().query<{ id: string }>(sql)).rows.map((r) => r.id);
    const pick = <T>(list: T[], n: number): T | undefined =>
      list.length ? list[n % list.length] : undefined;
    const at = (seconds: number) => new Date(DAY0 + seconds * 1000).toISOString();
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await s
        .gql(admin, query, variables)
        .catch((error: Error & { cause?: { code?: string } }) => {
          // After a long comparison the server may already have closed the idle keep-alive socket the client
          // reuses (a reset before the request was read): send it again once, on a new connection.
          if (error.cause?.code !== 'ECONNRESET') throw error;
          return s.gql(admin, query, variables);
        });
      // Refusals (a move the rules do not allow) are fine: the rollups must stay exact either way.
      const code = res.errors?.[0]?.extensions?.code;
      if (res.errors && code !== 'VALIDATION' && code !== 'CONFLICT')
        throw new Error(JSON.stringify(res.errors));
      return res;
    };

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      await db().exec(`
        insert into currencies (name, code, is_default) values ('US Dollar', 'USD', true), ('Euro', 'EUR', false);
        insert into order_statuses (code, name, sort, outcome) values ('pending', 'Pending', 1, null),
          ('confirmed', 'Confirmed', 2, null), ('delivered', 'Delivered', 3, 'delivered'),
          ('cancelled', 'Cancelled', 4, 'cancelled'), ('refunded', 'Refunded', 5, 'refunded');
        insert into order_status_transitions (from_status, to_status) values ('pending', 'confirmed'),
          ('pending', 'cancelled'), ('confirmed', 'delivered'), ('confirmed', 'cancelled'), ('delivered', 'refunded');
        insert into payment_methods (code, name) values ('cash', 'Cash'), ('card', 'Card');
        insert into delivery_methods (code, name, fee) values ('standard', 'Standard', 299), ('express', 'Express', 599);
        insert into customer_groups (name) values ('Regular'), ('Gold');
        insert into categories (name, slug) values ('Food', 'food'), ('Drinks', 'drinks');
        insert into merchants (legal_name, contact_name, email) values ('Acme', 'Ann', 'acme@example.com'),
          ('Bolt', 'Bo', 'bolt@example.com');
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, name, slug, currency_code, commission_type, commission_value)
        select m.id, (select id from store_types), v.name, v.slug, v.cur, v.ct, v.cv
        from (values ('Acme', 'Acme Dollars', 'acme-usd', 'USD', 'percent', 12),
                     ('Acme', 'Acme Euros', 'acme-eur', 'EUR', 'fixed', 150),
                     ('Bolt', 'Bolt Dollars', 'bolt-usd', 'USD', 'percent', 7)) v(m, name, slug, cur, ct, cv)
        join merchants m on m.legal_name = v.m;
        insert into products (store_id, category_id, name, sku, price)
        select s.id, c.id, s.name || ' ' || c.name || ' ' || n, 'SKU-' || c.slug || n, 150 * n + 99
        from stores s cross join categories c cross join generate_series(1, 2) n;
        insert into coupons (code, title, type, discount_type, discount_value, min_order_amount, valid_from, valid_to)
        values ('TENOFF', 'Ten off', 'deduct', 'percentage', 10, 0, '2020-01-01', '2100-01-01'),
               ('CASH3', 'Three back', 'cashback', 'fixed', 300, 0, '2020-01-01', '2100-01-01');`);
      for (let i = 0; i < 4; i++) {
        const res = await gql(`mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }`, {
          input: { name: `Customer ${i}`, email: `c${i}@example.com`, rewardPoints: i * 10 },
        });
        expect(res.errors).toBeUndefined();
      }
      await db().query(`update customers set created_at = $1`, [at(3600)]);
      await db().query(
        `insert into wallet_accounts (owner_type, owner_id, owner_name, currency_code, balance_floor)
         select 'customer', id, name, 'USD', 0 from customers`,
      );
    }, 120_000);
    afterAll(() => stopTestServer(s));

    async function apply(a: Action): Promise<void> {
      serial += 1;
      if (a.kind === 'fold') {
        await foldRollupBuffer(db());
        return;
      }
      if (a.kind === 'seal') {
        // null: the marketplace's today, as the server seals.
        await db().query('select rollups_seal(coalesce($1::date, market_day(now())))', [
          a.day === null ? null : formatReportDay(DAY0 + a.day * 86_400_000),
        ]);
        return;
      }
      if (a.kind === 'bulk') {
        // One statement over several orders: status, day and (via delivery charges) grand total at once.
        await db().query(
          `update orders set status = $2, placed_at = placed_at + make_interval(days => $3),
             delivery_charges = delivery_charges + 1, grand_total = grand_total + 1
           where id in (select id from orders where status = $1 order by order_no)
             and abs(hashtext(id::text)) % $4 = 0`,
          [a.from, a.to, a.shift, a.every],
        );
        return;
      }
      if (a.kind === 'line') {
        // A line edited in place (quantity 0: removed), straight in SQL — of an order without returns: a
        // return's refund is shared among the lines it names as they are, so editing those is not followed.
        const line = pick(
          await ids(`select i.id from order_items i
                     where not exists (select 1 from returns r where r.order_id = i.order_id) order by i.id`),
          a.order,
        );
        if (!line) return;
        if (a.qty === 0) await db().query('delete from order_items where id = $1', [line]);
        else
          await db().query(
            'update order_items set qty = $2::int, line_total = unit_price * $2::int where id = $1',
            [line, a.qty],
          );
        return;
      }
      if (a.kind === 'delete') {
        // Orders nothing else holds on to (no return, no journal entry); lines and redemption go with them.
        const order = pick(
          await ids(`select id from orders o where not exists (select 1 from returns r where r.order_id = o.id)
                       and not exists (select 1 from journal_entries j where j.order_id = o.id) order by order_no`),
          a.order,
        );
        if (order) await db().query('delete from orders where id = $1', [order]);
        return;
      }
      if (a.kind === 'place') {
        const store = pick(await ids('select id from stores order by slug'), a.store)!;
        const products = await ids(`select id from products where store_id = '${store}' order by sku`);
        const res = await gql(`mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`, {
          input: {
            customerId: pick(await ids('select id from customers order by email'), a.customer),
            storeId: store,
            paymentMethodId:
              a.payment === null
                ? null
                : pick(await ids('select id from payment_methods order by code'), a.payment),
            deliveryMethodId:
              a.delivery === null
                ? null
                : pick(await ids('select id from delivery_methods order by code'), a.delivery),
            couponCode: a.coupon === null ? null : (['TENOFF', 'CASH3'] as const)[a.coupon % 2],
            items: [...new Map(a.lines.map((l) => [pick(products, l.product), l.qty])).entries()].map(
              ([productId, qty]) => ({ productId, qty }),
            ),
          },
        });
        const id = (res.data as { placeOrder?: { id: string } } | undefined)?.placeOrder?.id;
        // Spread over days: an ordinary update of the order row, which the triggers follow like any other.
        if (id && a.at !== null)
          await db().query('update orders set placed_at = $2 where id = $1', [id, at(a.at)]);
      } else if (a.kind === 'status') {
        // Orders still moving, so that many reach delivered (and can be returned): one to three steps.
        const order = pick(
          await ids(
            `select id from orders where status <> 'cancelled' and status <> 'refunded' order by order_no`,
          ),
          a.order,
        );
        if (!order) return;
        for (let step = 0; step < 1 + (a.pick % 3); step++) {
          const { status, version } = (
            await db().query<{ status: string; version: number }>(
              'select status, version from orders where id = $1',
              [order],
            )
          ).rows[0]!;
          // Mostly forward (the first move listed), sometimes a cancel or refund.
          const moves = STATUS_MOVES[status] ?? [];
          const to = (a.pick >> (2 + step)) % 4 === 0 ? pick(moves, 1) : moves[0];
          if (!to) return;
          await gql(
            `mutation($id: ID!, $v: Int!, $to: String) { changeOrderStatus(id: $id, version: $v, input: {toStatus: $to}) { id } }`,
            { id: order, v: version, to },
          );
        }
      } else if (a.kind === 'payment') {
        const order = pick(await ids(`select id from orders order by order_no`), a.order);
        if (!order) return;
        const { payment_status: from, version } = (
          await db().query<{ payment_status: number; version: number }>(
            'select payment_status, version from orders where id = $1',
            [order],
          )
        ).rows[0]!;
        const to = pick(({ 1: [2], 2: [3, 4], 4: [2] } as Record<number, number[]>)[from] ?? [], a.pick);
        if (!to) return;
        await gql(
          `mutation($id: ID!, $v: Int!, $p: Int) { changePaymentStatus(id: $id, version: $v, input: {paymentStatus: $p}) { id } }`,
          { id: order, v: version, p: to },
        );
      } else if (a.kind === 'return') {
        // Mostly delivered orders; the API takes a return of any order, so any will do when none is delivered yet.
        const delivered = await ids(`select id from orders where status = 'delivered' order by order_no`);
        const order = pick(
          delivered.length ? delivered : await ids('select id from orders order by order_no'),
          a.order,
        );
        if (!order) return;
        const items = (
          await db().query<{ id: string; qty: number }>(
            'select id, qty from order_items where order_id = $1 order by id',
            [order],
          )
        ).rows;
        const chosen = items.filter((_, i) => (a.share >> i) % 2 === 0 || i === 0);
        const res = await gql(`mutation($input: CreateReturnInput!) { createReturn(input: $input) { id } }`, {
          input: {
            orderId: order,
            reason: 'Arrived damaged',
            items: chosen.map((i) => ({ orderItemId: i.id, qty: 1 + (a.share % i.qty) })),
          },
        });
        const id = (res.data as { createReturn?: { id: string } } | undefined)?.createReturn?.id;
        if (id)
          await db().query(
            `update returns set created_at = created_at - make_interval(secs => $2) where id = $1`,
            [id, String(a.at % (SPAN_DAYS * 86_400))],
          );
      } else if (a.kind === 'decide') {
        const ret = pick(
          (
            await db().query<{ id: string; status: string; version: number; worth: number }>(
              `select id, status, version, (select coalesce(sum((e->>'qty')::int * (e->>'unitPrice')::int), 0)
                 from jsonb_array_elements(items) e) as worth from returns order by id`,
            )
          ).rows,
          a.ret,
        );
        if (!ret) return;
        const to = ret.status === 'requested' ? (['approved', 'rejected'] as const)[a.pick % 2] : 'refunded';
        if (ret.status !== 'requested' && ret.status !== 'approved') return;
        await gql(
          `mutation($id: ID!, $v: Int!, $input: ReturnDecisionInput!) { decideReturn(id: $id, version: $v, input: $input) { id } }`,
          {
            id: ret.id,
            v: ret.version,
            input: {
              status: to,
              refundAmount: to === 'refunded' ? Math.floor((Number(ret.worth) * a.refund) / 100) : 0,
            },
          },
        );
      } else if (a.kind === 'wallet') {
        const account = pick(
          await ids(`select id from wallet_accounts where owner_type = 'customer' order by owner_name`),
          a.customer,
        );
        await gql(
          `mutation($input: WalletAdjustmentInput!) { postWalletAdjustment(input: $input) { journalId } }`,
          {
            input: {
              accountId: account,
              amount: a.amount,
              reason: 'Goodwill',
              idempotencyKey: `prop-${Date.now()}-${serial}`,
            },
          },
        );
      } else if (a.kind === 'points') {
        const customer = pick(
          (
            await db().query<{ id: string; version: number }>(
              'select id, version from customers order by email',
            )
          ).rows,
          a.customer,
        )!;
        await gql(
          `mutation($id: ID!, $v: Int!, $p: Int) { updateCustomer(id: $id, version: $v, patch: {rewardPoints: $p}) { id } }`,
          {
            id: customer.id,
            v: customer.version,
            p: a.points,
          },
        );
        await db().query(
          `insert into reward_point_entries (customer_id, points, reason, created_at) values ($1, $2, 'earned', $3)`,
          [customer.id, a.earn, at((a.earn * 7919) % (SPAN_DAYS * 86_400))],
        );
      } else {
        const when = at(a.at);
        if (a.what === 'customer') {
          const res = await gql(`mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }`, {
            input: {
              name: `Signup ${serial}`,
              email: `signup${serial}-${Date.now()}@example.com`,
              groupId: pick([null, ...(await ids('select id from customer_groups order by name'))], a.group),
            },
          });
          const id = (res.data as { createCustomer?: { id: string } } | undefined)?.createCustomer?.id;
          if (id) await db().query('update customers set created_at = $2 where id = $1', [id, when]);
        } else if (a.what === 'merchant') {
          await db().query(
            `insert into merchants (legal_name, contact_name, email, created_at) values ($1, 'X', $2, $3)`,
            [`Merchant ${serial}`, `m${serial}-${Date.now()}@example.com`, when],
          );
        } else {
          await db().query(
            `insert into stores (merchant_id, store_type_id, name, slug, created_at)
             select (select id from merchants order by email limit 1), (select id from store_types limit 1), $1, $2, $3`,
            [`Store ${serial}`, `store-${serial}-${Date.now()}`, when],
          );
        }
      }
    }

    async function filtersFor(type: string, n: number) {
      const report = REPORTS.find((r) => r.type === type)!;
      const f = report.filters[n % (report.filters.length + 1)];
      if (!f) return [];
      const values: Record<string, () => Promise<string[]>> = {
        orderStatus: async () => ['delivered', 'pending'],
        returnStatus: async () => ['refunded'],
        Store: () => ids('select id from stores order by slug limit 2'),
        Merchant: () => ids('select id from merchants order by email limit 1'),
        Category: () => ids('select id from categories order by slug limit 1'),
        CustomerGroup: () => ids('select id from customer_groups order by name limit 1'),
      };
      return [{ field: f.key, values: await values[f.entity ?? f.kind]!() }];
    }

    async function compareEverything(ranges: { from: string; to: string }[], seed: number): Promise<number> {
      let compared = 0;
      for (const report of REPORTS) {
        for (const groupBy of [null, ...report.groupings]) {
          for (const [i, range] of ranges.entries()) {
            const checked = checkReportRequest({
              type: report.type,
              range,
              groupBy,
              filter: await filtersFor(report.type, seed + i),
              // Every other range a small later page (the server's names-for-the-page path pages first).
              ...(i % 2 === 0 ? { first: 200 } : { first: 3, after: encodeReportCursor(2) }),
            });
            // From the rollups as the server reads them (month rollups for whole months where they apply).
            const fromRollups = await runReport(db(), checked);
            // The base side also looks names up for every grouped row before paging (the server, for the
            // per-customer and per-product reports, only for the page's rows): both orders must agree.
            const fromBase = await runReport(db(), checked, baseViews, { namesOnEveryRow: true });
            expect(fromRollups, `${report.type} ${groupBy ?? ''} ${JSON.stringify(range)}`).toEqual(fromBase);
            compared += 1;
          }
        }
      }
      // The dashboard too: its per-day rollups and its top stores and products (month rows where they apply).
      for (const range of ranges)
        for (const currency of ['USD', 'EUR']) {
          expect(await dashboard(db(), range, currency), `dashboard ${JSON.stringify(range)}`).toEqual(
            await dashboard(db(), range, currency, baseViews, baseViews),
          );
          compared += 1;
        }
      return compared;
    }

    it('every report, grouping and range agrees after random writes', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(anyAction, { minLength: 15, maxLength: 25 }),
          fc.array(rangeArb, { minLength: 2, maxLength: 2 }),
          monthRangeArb,
          yearRangeArb,
          fc.nat(),
          async (actions, ranges, monthRange, yearRange, seed) => {
            expect(monthPlan(monthRange)).not.toBeNull();
            expect(yearTerms(yearRange)).not.toBeNull();
            // Days of the span on both sides of the seal: writes keep the derived rollups of the days
            // before it, the days from it on reach them only when sealed.
            await db().query('select rollups_seal($1::date)', [
              formatReportDay(DAY0 + (seed % SPAN_DAYS) * 86_400_000),
            ]);
            for (const a of actions) await apply(a);
            const today = (
              await db().query<{ d: string }>(`select to_char(market_day(now()), 'YYYY-MM-DD') as d`)
            ).rows[0]!.d;
            await compareEverything(
              [...ranges, monthRange, yearRange, { from: '2025-12-25', to: today }],
              seed,
            );
          },
        ),
        { numRuns: 3, seed: Number(process.env.REPORTS_PROPERTY_SEED ?? 1313), endOnFailure: true },
      );
      // The random writes reached every kind of rollup (so the comparison above compared something).
      const { rows } = await db().query<Record<string, number>>(
        `select (select count(*) from rollup_orders where orders <> 0) as orders,
                (select count(*) from rollup_returns where returns <> 0) as returns,
                (select count(*) from rollup_orders_month where orders <> 0) as orders_month,
                (select count(*) from rollup_order_products_month where lines <> 0) as products_month,
                (select count(*) from rollup_customer_orders_month where orders <> 0) as customers_month,
                (select count(*) from rollup_order_days where orders <> 0) as order_days,
                (select count(*) from rollup_store_days where orders <> 0) as store_days,
                (select count(*) from rollup_active_store_days where stores <> 0) as active_store_days,
                (select count(*) from rollup_delivery_days where orders <> 0) as delivery_days,
                (select count(*) from rollup_customer_orders_year where orders <> 0) as customers_year,
                (select count(*) from rollup_customer_totals_month where orders <> 0) as totals_month,
                (select count(*) from rollup_customer_totals_year where orders <> 0) as totals_year,
                (select count(*) from rollup_order_products_year where lines <> 0) as products_year,
                (select count(*) from rollup_coupons where orders <> 0) as coupons,
                (select count(*) from rollup_wallet) as wallet,
                (select count(*) from rollup_reward_points) as points,
                (select count(*) from rollup_signups where kind = 'store') as stores`,
      );
      for (const [name, n] of Object.entries(rows[0]!)) expect(Number(n), name).toBeGreaterThan(0);
    }, 600_000);

    it('each rollup table holds exactly what its base view computes, also in another time zone', async () => {
      const tables = [
        'orders',
        'order_products',
        'customer_orders',
        'orders_month',
        'order_products_month',
        'customer_orders_month',
        'order_days',
        'store_days',
        'active_store_days',
        'delivery_days',
        'customer_orders_year',
        'customer_totals_month',
        'customer_totals_year',
        'order_products_year',
        'returns',
        'product_returns',
        'coupons',
        'signups',
        'wallet',
        'reward_points',
      ];
      const differences = async () => {
        const out: Record<string, number> = {};
        for (const t of tables) {
          // Rows that netted to zero after a change are kept; they count for nothing.
          // The dashboard's day rollups hold the sealed days (migration 027); their base views every day.
          const sealedOnly = ['order_days', 'store_days', 'active_store_days', 'delivery_days'].includes(t)
            ? 'day < (select before from rollup_seal) and '
            : '';
          const nonzero = (source: string) =>
            `select * from ${source} s where ${sealedOnly}(to_jsonb(s) - array['day','store_id','merchant_id','status','payment_status','payment_method_id','delivery_method_id','currency_code','product_id','customer_id','coupon_id','kind','group_id','account_id','owner_type','owner_id']) <> (select jsonb_object_agg(k, 0) from jsonb_object_keys(to_jsonb(s) - array['day','store_id','merchant_id','status','payment_status','payment_method_id','delivery_method_id','currency_code','product_id','customer_id','coupon_id','kind','group_id','account_id','owner_type','owner_id']) k)`;
          // The three buffered day rollups (migration 028) as readers see them: their rows and the buffered
          // ones, summed per key.
          const live = BUFFERED_ROLLUPS[t];
          const rollup = live
            ? `(select ${live.keys}, ${live.measures.map((m) => `sum(${m})::bigint as ${m}`).join(', ')}
                from rollup_${t}_live group by ${live.keys})`
            : `rollup_${t}`;
          const { rows } = await db().query<{ n: number }>(
            `select count(*)::int as n from ((${nonzero(rollup)} except ${nonzero(`base_rollup_${t}`)})
               union all (${nonzero(`base_rollup_${t}`)} except ${nonzero(rollup)})) x`,
          );
          out[t] = Number(rows[0]!.n);
        }
        return out;
      };
      const none = Object.fromEntries(tables.map((t) => [t, 0]));
      expect(await differences()).toEqual(none);
      // The seal moved back over days that hold orders, then forward past them: every derived rollup takes
      // those days out once and adds them back once (the seal's own additions, 027, and the triggers' of
      // migrations 029 and 030).
      for (const day of [formatReportDay(DAY0), 'today']) {
        await db().query(
          `select rollups_seal(case when $1 = 'today' then market_day(now()) else $1::date end)`,
          [day],
        );
        expect(await differences(), `sealed before ${day}`).toEqual(none);
      }
      // One order holding a product on two lines (placeOrder allows it), placed and then moved on: the upkeep
      // of a one-order write (migration 026) must group its lines per product.
      const store = (await ids('select id from stores order by slug'))[0]!;
      const product = (await ids(`select id from products where store_id = '${store}' order by sku`))[0]!;
      const placed = await gql(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id version } }`,
        {
          input: {
            customerId: (await ids('select id from customers order by email'))[0],
            storeId: store,
            items: [
              { productId: product, qty: 1 },
              { productId: product, qty: 2 },
            ],
          },
        },
      );
      const order = (placed.data as { placeOrder: { id: string; version: number } }).placeOrder;
      expect(await differences()).toEqual(none);
      await gql(
        `mutation($id: ID!, $v: Int!) { changeOrderStatus(id: $id, version: $v, input: {toStatus: "confirmed"}) { id } }`,
        { id: order.id, v: order.version },
      );
      const moved = await db().query<{ status: string }>('select status from orders where id = $1', [
        order.id,
      ]);
      expect(moved.rows[0]?.status).toBe('confirmed');
      expect(await differences()).toEqual(none);
      // A new time zone rebuilds in the setting's transaction; more writes then follow the new days.
      await db().query(
        `insert into app_settings (key, value) values ('reports', '{"timeZone": "Africa/Cairo"}')`,
      );
      for (const a of fc.sample(anyAction, { numRuns: 10, seed: 7 })) await apply(a);
      expect(await differences()).toEqual(none);
      expect(await compareEverything([{ from: '2025-12-30', to: '2026-02-15' }], 1)).toBeGreaterThan(15);
      await db().query(`delete from app_settings where key = 'reports'`);
    }, 600_000);
  });
}
