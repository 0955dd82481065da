// The command palette's record search: one query over orders, customers, stores, merchants and products,
// each kind only for a role that may open its screen, grouped by kind, at most `first` hits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern, perKind } from '../src/graphql/search.ts';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface Hit {
  kind: string;
  id: string;
  label: string;
  detail: string | null;
}
const SEARCH = `query($query: String!, $first: Int) { search(query: $query, first: $first) { kind id label detail } }`;

describe('search helpers', () => {
  it('takes pattern characters literally and shares `first` among the kinds', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(perKind(20, 5)).toBe(4);
    expect(perKind(20, 3)).toBe(6);
    expect(perKind(3, 5)).toBe(1);
  });
});

for (const target of DATABASES) {
  describe(`record search on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      await s.app.db.exec(`
        insert into order_statuses (code, name) values ('pending', 'Pending') on conflict do nothing;
        insert into currencies (name, code) values ('US Dollar', 'USD') on conflict do nothing;
        insert into states (name, code) values ('Cairo', 'CA');
        insert into cities (state_id, name) select id, 'Maadi' from states;
        insert into merchants (legal_name, contact_name, email) values
          ('Falcon Trading LLC', 'Fatma', 'falcon@example.com'),
          ('Nile Foods', 'Nour', 'nile@example.com');
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, city_id, name, slug, currency_code)
          select (select id from merchants where legal_name = 'Nile Foods'), (select id from store_types),
                 (select id from cities), n, lower(replace(n, ' ', '-')), 'USD'
          from unnest(array['Falcon Market', 'Corner Shop']) n;
        insert into products (store_id, name, sku, price)
          select (select id from stores where name = 'Corner Shop'), n, 'SKU-' || n, 100
          from unnest(array['Falcon feather pen', 'Tea']) n;
        insert into customers (name, email, phone) values
          ('Hala Falcon', 'hala@example.com', '+201000000001'),
          ('Omar Said', 'omar.said@example.com', '+201055500077');
        insert into orders (order_no, customer_id, store_id, merchant_id, status, subtotal, grand_total)
          select 'ORD-' || i, (select id from customers where name = 'Omar Said'),
                 (select id from stores where name = 'Corner Shop'), (select id from merchants where legal_name = 'Nile Foods'),
                 'pending', 100, 100
          from generate_series(1000, 1030) i;
      `);
    }, 120_000);
    afterAll(() => stopTestServer(s));

    it('finds an order by its number, the exact one first', async () => {
      const res = await s.gql<{ search: Hit[] }>(admin, SEARCH, { query: 'ORD-1012' });
      expect(res.errors).toBeUndefined();
      expect(res.data!.search[0]).toMatchObject({ kind: 'order', label: 'ORD-1012', detail: 'Omar Said' });
      const some = await s.gql<{ search: Hit[] }>(admin, SEARCH, { query: 'ord-101' });
      expect(some.data!.search.map((h) => h.label).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `ORD-101${i}`),
      );
      expect(some.data!.search.every((h) => h.kind === 'order')).toBe(true);
    });

    it('finds a customer by name, email or phone', async () => {
      for (const query of ['omar', 'omar.said@example.com', '55500077']) {
        const res = await s.gql<{ search: Hit[] }>(admin, SEARCH, { query });
        const customers = res.data!.search.filter((h) => h.kind === 'customer');
        expect(
          customers.map((h) => h.label),
          query,
        ).toEqual(['Omar Said']);
        expect(customers[0]!.detail).toContain('omar.said@example.com');
      }
    });

    it('groups every kind that matches, in kind order, within `first`', async () => {
      const res = await s.gql<{ search: Hit[] }>(admin, SEARCH, { query: 'falcon' });
      expect(res.data!.search.map((h) => [h.kind, h.label])).toEqual([
        ['customer', 'Hala Falcon'],
        ['store', 'Falcon Market'],
        ['merchant', 'Falcon Trading LLC'],
        ['product', 'Falcon feather pen'],
      ]);
      const few = await s.gql<{ search: Hit[] }>(admin, SEARCH, { query: 'ORD', first: 5 });
      expect(few.data!.search).toHaveLength(5);
    });

    it('shows support only what support may open: orders and stores, not customers or merchants', async () => {
      const res = await s.gql<{ search: Hit[] }>(support, SEARCH, { query: 'falcon' });
      expect(res.data!.search.map((h) => h.kind)).toEqual(['store']);
      const orders = await s.gql<{ search: Hit[] }>(support, SEARCH, { query: 'omar' });
      expect(orders.data!.search).toEqual([]);
    });

    it('finds nothing for one character, takes % literally, and refuses a bad `first` or an anonymous caller', async () => {
      expect((await s.gql<{ search: Hit[] }>(admin, SEARCH, { query: 'o' })).data!.search).toEqual([]);
      expect((await s.gql<{ search: Hit[] }>(admin, SEARCH, { query: '%%' })).data!.search).toEqual([]);
      const tooMany = await s.gql(admin, SEARCH, { query: 'ORD', first: 21 });
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      expect(tooMany.errors?.[0]?.extensions?.fields).toHaveProperty('first');
      const anonymous = await s.gql(null, SEARCH, { query: 'ORD' });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
}
