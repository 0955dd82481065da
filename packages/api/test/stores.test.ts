// Stores' own operations: weekday timeslots replaced as a set, a store's currency, and the searchable
// reference choices forms and filters pick from.
import { REFERENCE_ENTITIES, canPickReference } from '@market/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface Choice {
  id: string;
  label: string;
  detail: string | null;
  currencyCode: string | null;
}

const CHOICES = `query($entity: ReferenceEntity!, $search: String, $ids: [ID!], $first: Int) {
  referenceChoices(entity: $entity, search: $search, ids: $ids, first: $first) { id label detail currencyCode }
}`;

const SET_SLOTS = `mutation($storeId: ID!, $version: Int!, $slots: [WeekdaySlotInput!]!) {
  setStoreTimeslots(storeId: $storeId, version: $version, timeslots: $slots) {
    storeId version timeslots { weekday opensAt closesAt }
  }
}`;

for (const target of DATABASES) {
  describe(`stores on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    let waiting: string;
    const ids: Record<string, string> = {};
    const one = async <T>(sql: string, params: string[] = []) =>
      (await s.app.db.query(sql, params)).rows[0] as T;

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      const reg = await fetch(`${s.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'waiting@example.com',
          password: 'Silver-Meadow-7734',
          name: 'Wai Ting',
        }),
      });
      waiting = ((await reg.json()) as { token: string }).token;
      await s.app.db.exec(`
        insert into currencies (name, code) values ('US Dollar', 'USD'), ('Egyptian Pound', 'EGP');
        insert into states (name, code) values ('Cairo', 'CA');
        insert into cities (state_id, name) select id, c from states, unnest(array['Nasr City', 'Maadi', 'Zamalek']) c;
        insert into merchants (legal_name, contact_name, email)
          select 'Merchant ' || i || ' LLC', 'Owner ' || i, 'm' || i || '@example.com' from generate_series(1, 300) i;
        insert into merchants (legal_name, contact_name, email) values ('Nile 100% Foods_', 'Nour', 'nile@example.com');
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, city_id, name, slug, currency_code)
          select (select id from merchants order by legal_name limit 1), (select id from store_types),
                 (select id from cities where name = 'Maadi'), 'Store ' || i, 'store-' || i,
                 case when i = 2 then 'EGP' else 'USD' end
          from generate_series(1, 3) i;
        insert into customers (name, email) values ('Cora Client', 'cora@example.com'), ('Dan Diner', 'dan@example.com');
        insert into categories (name, slug) values ('Bread', 'bread');
        insert into products (store_id, name, sku, price) select id, 'Koshary', 'K-1', 4500 from stores where slug = 'store-2';`);
      ids.store = (await one<{ id: string }>(`select id from stores where slug = 'store-1'`)).id;
      ids.egpStore = (await one<{ id: string }>(`select id from stores where slug = 'store-2'`)).id;
      ids.third = (await one<{ id: string }>(`select id from stores where slug = 'store-3'`)).id;
      ids.nile = (await one<{ id: string }>(`select id from merchants where email = 'nile@example.com'`)).id;
    });
    afterAll(() => stopTestServer(s));

    const version = async (storeId: string) =>
      Number((await one<{ version: number }>('select version from stores where id = $1', [storeId])).version);

    describe('weekday timeslots as one set', () => {
      it('replaces the set, bumps the store version and audits before and after', async () => {
        const from = await version(ids.store!);
        const first = await s.gql<{ setStoreTimeslots: { version: number } }>(admin, SET_SLOTS, {
          storeId: ids.store,
          version: from,
          slots: [
            { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
            { weekday: 1, opensAt: '17:00', closesAt: '22:00' },
          ],
        });
        expect(first.errors).toBeUndefined();
        expect(first.data?.setStoreTimeslots.version).toBe(from + 1);
        // Support may use the stores screen, so it replaces the set too.
        const res = await s.gql<{
          setStoreTimeslots: { version: number; timeslots: { weekday: number; opensAt: string }[] };
        }>(support, SET_SLOTS, {
          storeId: ids.store,
          version: from + 1,
          slots: [
            { weekday: 0, opensAt: '10:00', closesAt: '16:00' },
            { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
          ],
        });
        expect(res.errors).toBeUndefined();
        expect(res.data?.setStoreTimeslots).toEqual({
          storeId: ids.store,
          version: from + 2,
          timeslots: [
            { weekday: 0, opensAt: '10:00', closesAt: '16:00' },
            { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
          ],
        });
        const audit = await one<{ diff: unknown; email: string }>(
          `select l.diff, a.email from audit_log l join accounts a on a.id = l.actor_id
           where l.entity = 'stores' and l.entity_id = $1 order by l.at desc, l.id desc limit 1`,
          [ids.store!],
        );
        const diff = typeof audit.diff === 'string' ? JSON.parse(audit.diff) : audit.diff;
        expect(audit.email).toBe(SUPPORT.email);
        expect(diff).toEqual({
          timeslots: {
            from: [
              { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
              { weekday: 1, opensAt: '17:00', closesAt: '22:00' },
            ],
            to: [
              { weekday: 0, opensAt: '10:00', closesAt: '16:00' },
              { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
            ],
          },
        });
        const read = await s.gql<{ storeWeekdaySlots: { version: number; timeslots: unknown[] } }>(
          support,
          `query($id: ID!) { storeWeekdaySlots(storeId: $id) { version timeslots { weekday opensAt closesAt } } }`,
          { id: ids.store },
        );
        expect(read.data?.storeWeekdaySlots).toEqual({
          version: from + 2,
          timeslots: res.data?.setStoreTimeslots.timeslots,
        });
      });

      it('refuses overlapping and inverted slots on the slot at fault, and keeps the old set', async () => {
        const before = await version(ids.store!);
        const res = await s.gql(admin, SET_SLOTS, {
          storeId: ids.store,
          version: before,
          slots: [
            { weekday: 3, opensAt: '09:00', closesAt: '14:00' },
            { weekday: 3, opensAt: '13:30', closesAt: '18:00' },
            { weekday: 4, opensAt: '18:00', closesAt: '08:00' },
          ],
        });
        expect(res.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: {
            'timeslots[0].opensAt': 'Overlaps another slot on the same day',
            'timeslots[1].opensAt': 'Overlaps another slot on the same day',
            'timeslots[2].closesAt': 'Must be after the opening time',
          },
        });
        expect(await version(ids.store!)).toBe(before);
        const kept = await one<{ n: number }>(
          'select count(*)::int4 as n from store_timeslots where store_id = $1',
          [ids.store!],
        );
        expect(Number(kept.n)).toBe(2);
      });

      it('refuses a stale version with CONFLICT, and a store form saved from that version is refused too', async () => {
        const current = await version(ids.store!);
        const stale = await s.gql(admin, SET_SLOTS, {
          storeId: ids.store,
          version: current - 1,
          slots: [],
        });
        expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
        const cleared = await s.gql<{ setStoreTimeslots: { version: number } }>(admin, SET_SLOTS, {
          storeId: ids.store,
          version: current,
          slots: [],
        });
        expect(cleared.data?.setStoreTimeslots.version).toBe(current + 1);
        const form = await s.gql(
          admin,
          `mutation($id: ID!, $v: Int!) { updateStore(id: $id, version: $v, patch: { name: "Renamed" }) { id } }`,
          { id: ids.store, v: current },
        );
        expect(form.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      });

      it('changes nothing (no version, no audit) when the set is the same', async () => {
        const current = await version(ids.store!);
        const res = await s.gql<{ setStoreTimeslots: { version: number } }>(admin, SET_SLOTS, {
          storeId: ids.store,
          version: current,
          slots: [],
        });
        expect(res.data?.setStoreTimeslots.version).toBe(current);
        expect(await version(ids.store!)).toBe(current);
      });
    });

    describe('currency', () => {
      it("exposes a store's currency, on its products too, and lets the store change it to a known one", async () => {
        const read = await s.gql<{
          store: { currencyCode: string; version: number };
          products: { nodes: { currencyCode: string }[] };
        }>(
          admin,
          `query($id: ID!) { store(id: $id) { currencyCode version } products(filter: { storeId: $id }) { nodes { currencyCode } } }`,
          { id: ids.egpStore },
        );
        expect(read.data?.store.currencyCode).toBe('EGP');
        expect(read.data?.products.nodes).toEqual([{ currencyCode: 'EGP' }]);
        const third = await version(ids.third!);
        const unknown = await s.gql(
          admin,
          `mutation($id: ID!, $v: Int!) { updateStore(id: $id, version: $v, patch: { currencyCode: "XYZ" }) { id } }`,
          { id: ids.third, v: third },
        );
        expect(unknown.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { currencyCode: 'Does not exist' },
        });
        const changed = await s.gql<{ updateStore: { currencyCode: string } }>(
          admin,
          `mutation($id: ID!, $v: Int!) { updateStore(id: $id, version: $v, patch: { currencyCode: "EGP" }) { currencyCode } }`,
          { id: ids.third, v: third },
        );
        expect(changed.data?.updateStore.currencyCode).toBe('EGP');
      });
    });

    describe('reference choices', () => {
      it.each(REFERENCE_ENTITIES)('answers %s by role as the pickers matrix says', async (entity) => {
        const anonymous = await s.gql(null, CHOICES, { entity });
        expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        const noRole = await s.gql(waiting, CHOICES, { entity });
        expect(noRole.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        for (const [role, token] of [
          ['support', support],
          ['admin', admin],
        ] as const) {
          const res = await s.gql(token, CHOICES, { entity });
          if (canPickReference(role, entity)) expect(res.errors, `${role} ${entity}`).toBeUndefined();
          else expect(res.errors?.[0]?.extensions?.code, `${role} ${entity}`).toBe('FORBIDDEN');
        }
      });

      it('lets support search merchants and cities for the store form, without the merchants list', async () => {
        const list = await s.gql(support, '{ merchants(first: 1) { totalCount } }');
        expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const res = await s.gql<{ referenceChoices: Choice[] }>(support, CHOICES, {
          entity: 'Merchant',
          search: 'merchant 29',
        });
        expect(res.data?.referenceChoices.map((c) => c.label)).toEqual([
          'Merchant 29 LLC',
          'Merchant 290 LLC',
          'Merchant 291 LLC',
          'Merchant 292 LLC',
          'Merchant 293 LLC',
          'Merchant 294 LLC',
          'Merchant 295 LLC',
          'Merchant 296 LLC',
          'Merchant 297 LLC',
          'Merchant 298 LLC',
          'Merchant 299 LLC',
        ]);
        expect(res.data?.referenceChoices[0]?.detail).toBe('Owner 29');
        const cities = await s.gql<{ referenceChoices: Choice[] }>(support, CHOICES, { entity: 'City' });
        expect(cities.data?.referenceChoices.map((c) => [c.label, c.detail])).toEqual([
          ['Maadi', 'Cairo'],
          ['Nasr City', 'Cairo'],
          ['Zamalek', 'Cairo'],
        ]);
      });

      it('takes % and _ in a search literally, pages with first, and finds customers by email', async () => {
        const literal = await s.gql<{ referenceChoices: Choice[] }>(admin, CHOICES, {
          entity: 'Merchant',
          search: '100% foods_',
        });
        expect(literal.data?.referenceChoices.map((c) => c.id)).toEqual([ids.nile]);
        const firstFive = await s.gql<{ referenceChoices: Choice[] }>(admin, CHOICES, {
          entity: 'Merchant',
          first: 5,
        });
        expect(firstFive.data?.referenceChoices).toHaveLength(5);
        const byEmail = await s.gql<{ referenceChoices: Choice[] }>(support, CHOICES, {
          entity: 'Customer',
          search: 'DAN@EXAMPLE',
        });
        expect(byEmail.data?.referenceChoices).toEqual([
          { id: expect.any(String), label: 'Dan Diner', detail: null, currencyCode: null },
        ]);
        const tooMany = await s.gql(admin, CHOICES, { entity: 'Merchant', first: 51 });
        expect(tooMany.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      });

      it('gives the chosen records back by id (with a store its currency) and currencies by code', async () => {
        const stores = await s.gql<{ referenceChoices: Choice[] }>(support, CHOICES, {
          entity: 'Store',
          ids: [ids.egpStore, ids.store],
        });
        expect(stores.data?.referenceChoices).toEqual([
          { id: ids.store, label: 'Store 1', detail: 'Maadi', currencyCode: 'USD' },
          { id: ids.egpStore, label: 'Store 2', detail: 'Maadi', currencyCode: 'EGP' },
        ]);
        const currencies = await s.gql<{ referenceChoices: Choice[] }>(support, CHOICES, {
          entity: 'Currency',
          ids: ['EGP'],
        });
        expect(currencies.data?.referenceChoices).toEqual([
          { id: 'EGP', label: 'EGP', detail: 'Egyptian Pound', currencyCode: null },
        ]);
        const bad = await s.gql(admin, CHOICES, { entity: 'Store', ids: ['not-an-id'] });
        expect(bad.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { ids: 'Must be a valid id' },
        });
      });
    });
  });
}
