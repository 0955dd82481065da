import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface BulkStatus {
  bulkChangeOrderStatus: {
    changed: number;
    results: { id: string; ok: boolean; code: string | null; fromStatus: string | null }[];
  };
}

const BULK_STATUS = `mutation($ids: [ID!]!, $to: String!, $versions: [Int!]) {
  bulkChangeOrderStatus(ids: $ids, toStatus: $to, versions: $versions) { changed results { id ok code fromStatus } } }`;

for (const target of DATABASES) {
  describe(`bulk actions on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    const ids: Record<string, string> = {};
    const rows = async <T>(sql: string, params: unknown[] = []) =>
      (await s.app.db.query(sql, params as string[])).rows as T[];

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      await s.app.db.exec(`
        insert into currencies (name, code, is_default) values ('US Dollar', 'USD', true);
        insert into languages (name, code, locale, is_default) values ('English', 'en', 'en-US', true);
        insert into order_statuses (code, name, sort, outcome) values ('pending', 'Pending', 1, null),
          ('confirmed', 'Confirmed', 2, null), ('delivered', 'Delivered', 3, 'delivered'),
          ('cancelled', 'Cancelled', 4, 'cancelled');
        insert into order_status_transitions (from_status, to_status) values ('pending', 'confirmed'),
          ('pending', 'cancelled'), ('confirmed', 'delivered');
        insert into merchants (legal_name, contact_name, email) values ('Acme Foods', 'Ann', 'acme@example.com');
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, name, slug, currency_code)
          select (select id from merchants), (select id from store_types), 'Main Store', 'main-store', 'USD';
        insert into products (store_id, name, sku, price) select id, 'Pizza', 'PZ-1', 2000 from stores;
        insert into customers (name, email) values ('Cora Client', 'cora@example.com'), ('Dan Diner', 'dan@example.com'),
          ('Eve Eater', 'eve@example.com');`);
      ids.store = (await rows<{ id: string }>('select id from stores'))[0]!.id;
      ids.product = (await rows<{ id: string }>('select id from products'))[0]!.id;
      for (const c of await rows<{ id: string; name: string }>('select id, name from customers'))
        ids[c.name.split(' ')[0]!] = c.id;
    });
    afterAll(() => stopTestServer(s));

    const placeOrder = async (customerId: string) =>
      (
        await s.gql<{ placeOrder: { id: string; version: number } }>(
          admin,
          `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id version } }`,
          { i: { customerId, storeId: ids.store, items: [{ productId: ids.product, qty: 1 }] } },
        )
      ).data!.placeOrder;

    it('changes the status of many orders in one request, with a result per order', async () => {
      const a = await placeOrder(ids.Cora!);
      const b = await placeOrder(ids.Dan!);
      const delivered = await placeOrder(ids.Eve!);
      await s.app.db.query(`update orders set status = 'delivered' where id = $1`, [delivered.id]);
      const res = await s.gql<BulkStatus>(support, BULK_STATUS, {
        ids: [a.id, b.id, delivered.id],
        to: 'confirmed',
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.bulkChangeOrderStatus).toEqual({
        changed: 2,
        results: [
          { id: a.id, ok: true, code: null, fromStatus: null },
          { id: b.id, ok: true, code: null, fromStatus: null },
          { id: delivered.id, ok: false, code: 'NOT_ALLOWED', fromStatus: 'delivered' },
        ],
      });
      const statuses = await rows<{ id: string; status: string }>(
        'select id, status from orders where id = any($1::uuid[])',
        [[a.id, b.id, delivered.id]],
      );
      expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
        [a.id]: 'confirmed',
        [b.id]: 'confirmed',
        [delivered.id]: 'delivered',
      });
      // Each change is in the order's history and the audit log, as a single change would be.
      expect(
        await rows('select 1 from order_history where order_id = any($1::uuid[]) and to_status = $2', [
          [a.id, b.id],
          'confirmed',
        ]),
      ).toHaveLength(2);
      expect(
        await rows(`select 1 from audit_log where entity_id = any($1::text[]) and action = 'status'`, [
          [a.id, b.id],
        ]),
      ).toHaveLength(2);
    });

    it('refuses an order changed since it was read, and one that does not exist, without stopping the rest', async () => {
      const a = await placeOrder(ids.Cora!);
      const b = await placeOrder(ids.Dan!);
      const missing = '00000000-0000-4000-8000-000000000000';
      const res = await s.gql<BulkStatus>(admin, BULK_STATUS, {
        ids: [a.id, b.id, missing],
        to: 'cancelled',
        versions: [a.version, b.version + 1, 1],
      });
      expect(res.data!.bulkChangeOrderStatus.changed).toBe(1);
      expect(res.data!.bulkChangeOrderStatus.results.map((r) => r.code)).toEqual([
        null,
        'CONFLICT',
        'NOT_FOUND',
      ]);
    });

    it('says which argument is wrong instead of failing inside', async () => {
      const a = await placeOrder(ids.Cora!);
      const unknown = await s.gql(admin, BULK_STATUS, { ids: [a.id], to: 'teleported' });
      expect(unknown.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { toStatus: expect.any(String) },
      });
      const none = await s.gql(admin, BULK_STATUS, { ids: [], to: 'confirmed' });
      expect(none.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { ids: expect.any(String) },
      });
      const twice = await s.gql(admin, BULK_STATUS, { ids: [a.id, a.id], to: 'confirmed' });
      expect(twice.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { ids: expect.any(String) },
      });
      const versions = await s.gql(admin, BULK_STATUS, { ids: [a.id], to: 'confirmed', versions: [1, 2] });
      expect(versions.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { versions: expect.any(String) },
      });
    });

    it('activates and deactivates customers in one request, audited, only those that change', async () => {
      const res = await s.gql<{ bulkSetActiveCustomers: { ids: string[] } }>(
        admin,
        'mutation($ids: [ID!]!) { bulkSetActiveCustomers(ids: $ids, active: false) { ids } }',
        { ids: [ids.Cora, ids.Dan] },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.bulkSetActiveCustomers.ids.sort()).toEqual([ids.Cora, ids.Dan].sort());
      const again = await s.gql<{ bulkSetActiveCustomers: { ids: string[] } }>(
        admin,
        'mutation($ids: [ID!]!) { bulkSetActiveCustomers(ids: $ids, active: false) { ids } }',
        { ids: [ids.Cora, ids.Eve] },
      );
      expect(again.data!.bulkSetActiveCustomers.ids).toEqual([ids.Eve]);
      const active = await rows<{ name: string; is_active: boolean }>(
        'select name, is_active from customers order by name',
      );
      expect(active.map((r) => r.is_active)).toEqual([false, false, false]);
      expect(
        await rows(
          `select 1 from audit_log where entity = 'customers' and action = 'update' and diff->'isActive'->>'to' = 'false'`,
        ),
      ).toHaveLength(3);
    });

    it('checks the same permission as a single change: support may not touch customers', async () => {
      const res = await s.gql(
        support,
        'mutation($ids: [ID!]!) { bulkSetActiveCustomers(ids: $ids, active: true) { ids } }',
        {
          ids: [ids.Cora],
        },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('deletes a set in one request, all or nothing', async () => {
      const made = await rows<{ id: string; version: number }>(
        `insert into store_types (name, slug) values ('Pharmacy', 'pharmacy'), ('Books', 'books') returning id, version`,
      );
      const stale = await s.gql(
        admin,
        'mutation($ids: [ID!]!, $v: [Int!]!) { bulkDeleteStoreTypes(ids: $ids, versions: $v) { ids } }',
        { ids: made.map((r) => r.id), v: [made[0]!.version, made[1]!.version + 5] },
      );
      expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(
        await rows('select 1 from store_types where id = any($1::uuid[])', [made.map((r) => r.id)]),
      ).toHaveLength(2);

      const res = await s.gql<{ bulkDeleteStoreTypes: { ids: string[] } }>(
        support,
        'mutation($ids: [ID!]!, $v: [Int!]!) { bulkDeleteStoreTypes(ids: $ids, versions: $v) { ids } }',
        { ids: made.map((r) => r.id), v: made.map((r) => r.version) },
      );
      expect(res.errors).toBeUndefined();
      expect(
        await rows('select 1 from store_types where id = any($1::uuid[])', [made.map((r) => r.id)]),
      ).toHaveLength(0);
      expect(
        await rows(
          `select 1 from audit_log where entity = 'store_types' and action = 'delete' and entity_id = any($1::text[])`,
          [made.map((r) => r.id)],
        ),
      ).toHaveLength(2);
    });
  });
}
