import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCashback } from '../src/coupons/service.ts';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface Status {
  id: string;
  version: number;
  code: string;
  outcome: string | null;
  nextStatuses: string[];
}

const STATUS_FIELDS = 'id version code outcome nextStatuses';

for (const target of DATABASES) {
  describe(`order status outcomes, transitions and cashback on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    const ids: Record<string, string> = {};
    const one = async <T>(sql: string, params: string[] = []) =>
      (await s.app.db.query(sql, params)).rows[0] as T;
    const count = async (sql: string, params: string[] = []) =>
      Number((await one<{ n: number }>(sql, params)).n);

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      await s.app.db.exec(`
        insert into currencies (name, code, is_default) values ('US Dollar', 'USD', true), ('Euro', 'EUR', false);
        insert into languages (name, code, locale, is_default) values ('English', 'en', 'en-US', true);
        insert into order_statuses (code, name, sort, outcome) values ('pending', 'Pending', 1, null),
          ('confirmed', 'Confirmed', 2, null), ('delivered', 'Delivered', 3, 'delivered'),
          ('cancelled', 'Cancelled', 4, 'cancelled'), ('refunded', 'Refunded', 5, 'refunded');
        insert into order_status_transitions (from_status, to_status) values ('pending', 'confirmed'),
          ('pending', 'cancelled'), ('confirmed', 'delivered'), ('delivered', 'refunded');
        insert into merchants (legal_name, contact_name, email) values ('Acme Foods', 'Ann', 'acme@example.com');
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, name, slug, currency_code)
          select (select id from merchants), (select id from store_types), 'Euro Store', 'euro-store', 'EUR';
        insert into products (store_id, name, sku, price) select id, 'Pizza', 'PZ-1', 2000 from stores;
        insert into customers (name, email) values ('Cora Client', 'cora@example.com'), ('Dan Diner', 'dan@example.com'),
          ('Eve Eater', 'eve@example.com');
        insert into coupons (code, title, type, discount_type, discount_value, min_order_amount, valid_from, valid_to) values
          ('CASH5', 'Five back', 'cashback', 'fixed', 500, 0, now() - interval '1 day', now() + interval '1 day');`);
      ids.store = (await one<{ id: string }>('select id from stores')).id;
      ids.product = (await one<{ id: string }>('select id from products')).id;
      for (const name of ['Cora', 'Dan', 'Eve'])
        ids[name] = (
          await one<{ id: string }>('select id from customers where name like $1', [`${name} %`])
        ).id;
    });
    afterAll(() => stopTestServer(s));

    const statuses = async () =>
      new Map(
        (
          await s.gql<{ orderStatuses: { nodes: Status[] } }>(
            admin,
            `{ orderStatuses(first: 50) { nodes { ${STATUS_FIELDS} } } }`,
          )
        ).data!.orderStatuses.nodes.map((n) => [n.code, n]),
      );
    const setTransitions = (token: string, id: string, version: number, nextStatuses: string[]) =>
      s.gql<{ setOrderStatusTransitions: Status }>(
        token,
        `mutation($id: ID!, $v: Int!, $n: [String!]!) { setOrderStatusTransitions(id: $id, version: $v, nextStatuses: $n) { ${STATUS_FIELDS} } }`,
        { id, v: version, n: nextStatuses },
      );

    describe('order statuses', () => {
      it('say what they mean for money and which statuses may follow them', async () => {
        const all = await statuses();
        expect(all.get('pending')).toMatchObject({ outcome: null, nextStatuses: ['cancelled', 'confirmed'] });
        expect(all.get('delivered')).toMatchObject({ outcome: 'delivered', nextStatuses: ['refunded'] });
        expect(all.get('refunded')).toMatchObject({ outcome: 'refunded', nextStatuses: [] });
        const filtered = await s.gql<{ orderStatuses: { nodes: { code: string }[] } }>(
          admin,
          `{ orderStatuses(filter: {outcome_in: ["cancelled", "refunded"]}) { nodes { code } } }`,
        );
        expect(filtered.data?.orderStatuses.nodes.map((n) => n.code).sort()).toEqual([
          'cancelled',
          'refunded',
        ]);
      });

      it('replace the next statuses as a set, version-checked and audited with before and after', async () => {
        const confirmed = (await statuses()).get('confirmed')!;
        const set = await setTransitions(admin, confirmed.id, confirmed.version, [
          'delivered',
          'cancelled',
          'delivered',
        ]);
        expect(set.errors).toBeUndefined();
        expect(set.data?.setOrderStatusTransitions).toMatchObject({
          nextStatuses: ['cancelled', 'delivered'],
          version: confirmed.version + 1,
        });
        expect(
          await count(`select count(*) n from order_status_transitions where from_status = 'confirmed'`),
        ).toBe(2);
        const audit = await one<{ action: string; diff: unknown }>(
          `select action, diff from audit_log where entity = 'order_statuses' and entity_id = $1 order by at desc limit 1`,
          [confirmed.id],
        );
        const diff = typeof audit.diff === 'string' ? JSON.parse(audit.diff) : audit.diff;
        expect({ action: audit.action, diff }).toEqual({
          action: 'update',
          diff: { nextStatuses: { from: ['delivered'], to: ['cancelled', 'delivered'] } },
        });

        // Started from the old version: someone else's change would be overwritten.
        const stale = await setTransitions(admin, confirmed.id, confirmed.version, ['delivered']);
        expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
        const version = confirmed.version + 1;
        expect(
          (await setTransitions(admin, confirmed.id, version, ['delivered', 'lost'])).errors?.[0]?.extensions,
        ).toEqual({
          code: 'VALIDATION',
          fields: { nextStatuses: 'Does not exist: lost' },
        });
        expect(
          (await setTransitions(admin, confirmed.id, version, ['confirmed'])).errors?.[0]?.extensions,
        ).toEqual({
          code: 'VALIDATION',
          fields: { nextStatuses: 'A status cannot follow itself' },
        });
        expect((await setTransitions(support, confirmed.id, version, [])).errors?.[0]?.extensions?.code).toBe(
          'FORBIDDEN',
        );
        // Refusals leave the set as it was.
        expect((await statuses()).get('confirmed')).toMatchObject({
          version,
          nextStatuses: ['cancelled', 'delivered'],
        });
      });

      it('are created and edited with their outcome and next statuses in one save', async () => {
        const created = await s.gql<{ createOrderStatus: Status }>(
          admin,
          `mutation($i: OrderStatusInput!) { createOrderStatus(input: $i) { ${STATUS_FIELDS} } }`,
          {
            i: {
              code: 'lost',
              name: 'Lost in transit',
              colour: '#ff0000',
              outcome: 'cancelled',
              nextStatuses: ['refunded'],
            },
          },
        );
        expect(created.errors).toBeUndefined();
        expect(created.data?.createOrderStatus).toMatchObject({
          outcome: 'cancelled',
          nextStatuses: ['refunded'],
        });
        const lost = created.data!.createOrderStatus;
        const update = (version: number, patch: Record<string, unknown>) =>
          s.gql<{ updateOrderStatus: Status }>(
            admin,
            `mutation($id: ID!, $v: Int!, $p: OrderStatusInput!) { updateOrderStatus(id: $id, version: $v, patch: $p) { ${STATUS_FIELDS} } }`,
            { id: lost.id, v: version, p: patch },
          );
        expect(
          (await update(lost.version, { outcome: 'misplaced' })).errors?.[0]?.extensions?.fields,
        ).toEqual({
          outcome: 'Must be one of: delivered, cancelled, refunded',
        });
        // Renaming the code keeps its transitions (they follow the code) and may set new ones at once.
        const renamed = await update(lost.version, { code: 'lost_parcel', outcome: null, nextStatuses: [] });
        expect(renamed.data?.updateOrderStatus).toMatchObject({
          code: 'lost_parcel',
          outcome: null,
          nextStatuses: [],
        });
        const removed = await s.gql(
          admin,
          `mutation($id: ID!, $v: Int!) { deleteOrderStatus(id: $id, version: $v) { id } }`,
          { id: lost.id, v: renamed.data!.updateOrderStatus.version },
        );
        expect(removed.errors).toBeUndefined();
      });
    });

    describe('cashback', () => {
      const placeOrder = async (customerId: string) => {
        const res = await s.gql<{ placeOrder: { id: string; version: number } }>(
          admin,
          `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id version } }`,
          {
            i: {
              customerId,
              storeId: ids.store,
              items: [{ productId: ids.product, qty: 1 }],
              couponCode: 'CASH5',
            },
          },
        );
        expect(res.errors).toBeUndefined();
        return res.data!.placeOrder;
      };
      const move = async (order: { id: string; version: number }, toStatus: string) => {
        const res = await s.gql<{ changeOrderStatus: { id: string; version: number; cashback: unknown } }>(
          admin,
          `mutation($id: ID!, $v: Int!, $to: String) { changeOrderStatus(id: $id, version: $v, input: {toStatus: $to}) {
             id version cashback { couponCode amount status reversed shortfall } } }`,
          { id: order.id, v: order.version, to: toStatus },
        );
        expect(res.errors).toBeUndefined();
        return res.data!.changeOrderStatus;
      };
      const wallet = async (customerId: string) => {
        const row = await one<{ balance: number; currency_code: string } | undefined>(
          `select balance, currency_code from wallet_accounts where owner_type = 'customer' and owner_id = $1`,
          [customerId],
        );
        return row ? { balance: Number(row.balance), currency: row.currency_code } : null;
      };
      /** Each journal of the order: its type, the customer's side and whether it balances. */
      const journals = async (orderId: string) =>
        (
          await s.app.db.query<{ type: string; key: string; customer: number; total: number }>(
            `select j.type, j.idempotency_key as key,
                    sum(p.amount) filter (where a.owner_type = 'customer') as customer, sum(p.amount) as total
             from journal_entries j join wallet_postings p on p.journal_id = j.id join wallet_accounts a on a.id = p.account_id
             where j.order_id = $1 group by j.id, j.type, j.idempotency_key order by min(j.created_at), j.type`,
            [orderId],
          )
        ).rows.map((r) => ({ ...r, customer: Number(r.customer), total: Number(r.total) }));

      it('is credited when the order is delivered and reversed in full on refund, in the order currency', async () => {
        const placed = await placeOrder(ids.Cora!);
        expect(await wallet(ids.Cora!)).toBeNull();
        const confirmed = await move(placed, 'confirmed');
        expect(confirmed.cashback).toEqual({
          couponCode: 'CASH5',
          amount: 500,
          status: 'pending',
          reversed: 0,
          shortfall: 0,
        });
        const delivered = await move(confirmed, 'delivered');
        expect(delivered.cashback).toMatchObject({ status: 'credited' });
        expect(await wallet(ids.Cora!)).toEqual({ balance: 500, currency: 'EUR' });
        const refunded = await move(delivered, 'refunded');
        expect(refunded.cashback).toMatchObject({ status: 'reversed', reversed: 500, shortfall: 0 });
        expect(await wallet(ids.Cora!)).toEqual({ balance: 0, currency: 'EUR' });
        expect(await journals(placed.id)).toEqual([
          { type: 'cashback', key: `cashback:${placed.id}`, customer: 500, total: 0 },
          { type: 'cashback_reversal', key: `cashback_reversal:${placed.id}`, customer: -500, total: 0 },
        ]);
        const audit = await s.app.db.query<{ diff: unknown }>(
          `select diff from audit_log where entity_id = $1 and action = 'status' order by at`,
          [placed.id],
        );
        const cashback = audit.rows.map((r) => {
          const diff = (typeof r.diff === 'string' ? JSON.parse(r.diff) : r.diff) as { cashback?: unknown };
          return diff.cashback ?? null;
        });
        expect(cashback).toEqual([null, { credited: 500 }, { reversed: 500, shortfall: 0 }]);
      });

      it('takes back only what the wallet still holds when the customer spent it, and tells staff', async () => {
        const delivered = await move(await move(await placeOrder(ids.Dan!), 'confirmed'), 'delivered');
        expect(await wallet(ids.Dan!)).toEqual({ balance: 500, currency: 'EUR' });
        // The customer pays 300 of it towards another order.
        const account = (
          await one<{ id: string }>(
            `select id from wallet_accounts where owner_type = 'customer' and owner_id = $1`,
            [ids.Dan!],
          )
        ).id;
        const spent = await s.gql(
          admin,
          `mutation($i: WalletAdjustmentInput!) { postWalletAdjustment(input: $i) { balance } }`,
          {
            i: {
              accountId: account,
              amount: -300,
              reason: 'Paid towards an order',
              idempotencyKey: 'dan-spends-300',
            },
          },
        );
        expect(spent.errors).toBeUndefined();

        const heard: unknown[] = [];
        const listening = (async () => {
          for await (const event of s.app.events.subscribe('staffNotification')) {
            heard.push(event);
            return;
          }
        })();
        const refunded = await move(delivered, 'refunded');
        await listening;
        expect(refunded.cashback).toMatchObject({ status: 'reversed', reversed: 200, shortfall: 300 });
        // Never below zero: the 300 already spent stays with the customer and is recorded as the shortfall.
        expect(await wallet(ids.Dan!)).toEqual({ balance: 0, currency: 'EUR' });
        expect((await journals(delivered.id)).map((j) => [j.type, j.customer, j.total])).toEqual([
          ['cashback', 500, 0],
          ['cashback_reversal', -200, 0],
        ]);
        expect(heard).toEqual([
          expect.objectContaining({ kind: 'cashbackShortfall', entityId: delivered.id }),
        ]);
      });

      it('moves no money when an order is cancelled before delivery, and never twice', async () => {
        const placed = await placeOrder(ids.Eve!);
        const cancelled = await move(placed, 'cancelled');
        expect(cancelled.cashback).toMatchObject({ status: 'pending', reversed: 0, shortfall: 0 });
        expect(await journals(placed.id)).toEqual([]);
        expect(await wallet(ids.Eve!)).toBeNull();

        const again = await s.gql(
          admin,
          `mutation($id: ID!, $v: Int!) { changeOrderStatus(id: $id, version: $v, input: {toStatus: "cancelled"}) { id } }`,
          { id: placed.id, v: placed.version },
        );
        expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

        // Settling an order that already settled (a retried request, a second worker) posts nothing more.
        const delivered = await move(await move(await placeOrder(ids.Eve!), 'confirmed'), 'delivered');
        const actor = (await one<{ id: string }>('select id from accounts where email = $1', [ADMIN.email]))
          .id;
        const settledAgain = await s.app.db.transaction((tx) => settleCashback(tx, delivered.id, actor));
        expect(settledAgain).toBeNull();
        expect((await journals(delivered.id)).map((j) => j.type)).toEqual(['cashback']);
        expect(await wallet(ids.Eve!)).toEqual({ balance: 500, currency: 'EUR' });
      });
    });
  });
}
