import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FusionAuthClient } from '@fusionauth/typescript-client';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { PERMISSIONS, type Resource } from '@market/domain';
import { ADMIN_APPLICATION_ID } from '../src/config.ts';
import { schemaSdl } from '../src/graphql/schema.ts';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

for (const target of DATABASES) {
  describe(`API on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    let noRole: string;

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      const reg = await fetch(`${s.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'newcomer@example.com',
          password: 'Quiet-Harbor-2931',
          name: 'New Comer',
        }),
      });
      noRole = ((await reg.json()) as { token: string }).token;
    });
    afterAll(() => stopTestServer(s));

    describe('auth service (FusionAuth client)', () => {
      it('logs in, reads the user, refreshes with rotation and logs out', async () => {
        const client = new FusionAuthClient('unused-api-key', s.url);
        const login = await client.login({
          applicationId: ADMIN_APPLICATION_ID,
          loginId: ADMIN.email,
          password: ADMIN.password,
        });
        expect(login.statusCode).toBe(200);
        const { token, refreshToken, user } = login.response;
        expect(user?.registrations?.[0]?.roles).toEqual(['admin']);
        expect(user).toMatchObject({ email: ADMIN.email, firstName: 'Ada' });

        const validated = await client.validateJWT(token!);
        expect(validated.statusCode).toBe(200);
        const me = await fetch(`${s.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
        expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user?.id);

        const refreshed = await client.exchangeRefreshTokenForJWT({ refreshToken: refreshToken! });
        expect(refreshed.statusCode).toBe(200);
        expect(refreshed.response.refreshToken).not.toBe(refreshToken);

        // Reusing the rotated token after the reuse window (30 s, session-revocation.test.ts) is theft: it
        // fails and revokes the whole family, the new token included.
        await s.app.db.query(
          `update refresh_tokens set revoked_at = now() - interval '31 seconds'
           where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
          [refreshToken!],
        );
        await expect(
          client.exchangeRefreshTokenForJWT({ refreshToken: refreshToken! }),
        ).rejects.toMatchObject({ statusCode: 401 });
        await expect(
          client.exchangeRefreshTokenForJWT({ refreshToken: refreshed.response.refreshToken! }),
        ).rejects.toMatchObject({ statusCode: 401 });

        const again = await client.login({
          applicationId: ADMIN_APPLICATION_ID,
          loginId: ADMIN.email,
          password: ADMIN.password,
        });
        const logout = await client.logout(false, again.response.refreshToken!);
        expect(logout.statusCode).toBe(200);
        await expect(
          client.exchangeRefreshTokenForJWT({ refreshToken: again.response.refreshToken! }),
        ).rejects.toMatchObject({ statusCode: 401 });
      });

      it('answers FusionAuth status codes for bad logins and throttles repeated failures without locking', async () => {
        const post = (path: string, body: unknown, cookie?: string) =>
          fetch(`${s.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            body: JSON.stringify(body),
          });
        expect((await post('/api/login', { loginId: 'nobody@example.com', password: 'x' })).status).toBe(404);
        expect((await post('/api/login', { loginId: '' })).status).toBe(400);
        expect(
          (
            await post('/api/login', {
              loginId: ADMIN.email,
              password: ADMIN.password,
              applicationId: 'other-app',
            })
          ).status,
        ).toBe(202);
        expect((await post('/api/jwt/refresh', {})).status).toBe(400);
        expect((await post('/api/jwt/refresh', { refreshToken: 'made-up' })).status).toBe(401);
        await post('/api/register', {
          email: 'hammered@example.com',
          password: 'Amber-Canyon-5521',
          name: 'Ham Mered',
        });
        const right = { loginId: 'hammered@example.com', password: 'Amber-Canyon-5521' };
        const device = (await post('/api/login', right)).headers.get('set-cookie')?.split(';')[0];
        expect(device).toBeTruthy();
        for (let i = 0; i < 5; i += 1) {
          expect((await post('/api/login', { ...right, password: 'wrong-password' })).status).toBe(404);
        }
        // The sixth try from this address without the account's device cookie waits; the account is not locked.
        const throttled = await post('/api/login', right);
        expect(throttled.status).toBe(429);
        expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await post('/api/login', right, device)).status).toBe(200);
      });

      it('registers without a role and refuses a second account for the same email', async () => {
        const res = await fetch(`${s.url}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'NEWCOMER@example.com', password: 'Velvet-Orbit-4410', name: 'Dup' }),
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          fieldErrors: { 'user.email': [{ code: '[duplicate]user.email' }] },
        });
        const me = await fetch(`${s.url}/api/user`, { headers: { authorization: `Bearer ${noRole}` } });
        expect(
          ((await me.json()) as { user: { registrations: { roles: string[] }[] } }).user.registrations[0]
            ?.roles,
        ).toEqual([]);
      });

      it('refuses a token signed with another algorithm or key', async () => {
        const [header, payload] = admin.split('.');
        const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
        const forged = `${header}.${payload}.${'A'.repeat(43)}`;
        for (const token of [none, forged]) {
          const res = await fetch(`${s.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
          expect(res.status).toBe(401);
        }
      });
    });

    describe('permission matrix', () => {
      const operations: { resource: Resource; query: string }[] = [
        { resource: 'stores', query: '{ stores(first: 1) { totalCount } }' },
        { resource: 'store-types', query: '{ storeTypes(first: 1) { totalCount } }' },
        { resource: 'store-type-collections', query: '{ storeTypeCollections(first: 1) { totalCount } }' },
        { resource: 'orders', query: '{ orders(first: 1) { totalCount } }' },
        { resource: 'coupons', query: '{ coupons(first: 1) { totalCount } }' },
        { resource: 'customers', query: '{ customers(first: 1) { totalCount } }' },
        { resource: 'currencies', query: '{ currencies(first: 1) { totalCount } }' },
        { resource: 'products', query: '{ products(first: 1) { totalCount } }' },
        { resource: 'admins', query: '{ admins(first: 1) { totalCount } }' },
        { resource: 'audit-log', query: '{ auditLog(first: 1) { totalCount } }' },
        { resource: 'customer-wallet', query: '{ walletAccounts(first: 1) { totalCount } }' },
        { resource: 'languages', query: 'mutation { createLanguage(input: {name: "x"}) { id } }' },
        { resource: 'stores', query: 'mutation { createStore(input: {name: "x"}) { id } }' },
      ];
      it.each(operations)('enforces $resource for $query', async ({ resource, query }) => {
        const codeFor = async (token: string | null) =>
          (await s.gql(token, query)).errors?.[0]?.extensions?.code ?? 'OK';
        // A permitted create with bad input fails validation, which proves it got past the permission check.
        const allowed = query.startsWith('mutation') ? 'VALIDATION' : 'OK';
        expect(await codeFor(null)).toBe('UNAUTHENTICATED');
        expect(await codeFor(noRole)).toBe('FORBIDDEN');
        expect(await codeFor(support)).toBe(
          PERMISSIONS[resource].includes('support') ? allowed : 'FORBIDDEN',
        );
        expect(await codeFor(admin)).toBe(allowed);
      });
    });

    describe('generic resources', () => {
      const currencyFields = 'id code name decimalPlaces version symbolLeft';

      it('creates, lists with filter/sort/cursor, gets, updates, deletes, and audits each change', async () => {
        for (const [code, name] of [
          ['USD', 'US Dollar'],
          ['EUR', 'Euro Zone'],
          ['GBP', 'Pound Sterling'],
          ['JPY', 'Japanese Yen'],
        ]) {
          const r = await s.gql(
            admin,
            `mutation($i: CurrencyInput!) { createCurrency(input: $i) { ${currencyFields} } }`,
            {
              i: { code, name, decimalPlaces: code === 'JPY' ? 0 : 2 },
            },
          );
          expect(r.errors).toBeUndefined();
        }
        const page1 = await s.gql<{
          currencies: {
            nodes: { code: string }[];
            pageInfo: { endCursor: string; hasNextPage: boolean };
            totalCount: number;
          };
        }>(
          admin,
          `{ currencies(first: 2, sort: {field: code, direction: ASC}) { nodes { code } pageInfo { endCursor hasNextPage } totalCount totalCountIsEstimate } }`,
        );
        expect(page1.data?.currencies.nodes.map((n) => n.code)).toEqual(['EUR', 'GBP']);
        expect(page1.data?.currencies.totalCount).toBe(4);
        const page2 = await s.gql<{
          currencies: { nodes: { code: string }[]; pageInfo: { hasNextPage: boolean } };
        }>(
          admin,
          `query($after: String) { currencies(first: 2, after: $after, sort: {field: code, direction: ASC}) { nodes { code } pageInfo { hasNextPage } } }`,
          { after: page1.data?.currencies.pageInfo.endCursor },
        );
        expect(page2.data?.currencies.nodes.map((n) => n.code)).toEqual(['JPY', 'USD']);
        expect(page2.data?.currencies.pageInfo.hasNextPage).toBe(false);
        const filtered = await s.gql<{ currencies: { nodes: { code: string }[]; totalCount: number } }>(
          admin,
          `{ currencies(filter: {name_contains: "euro"}) { nodes { code } totalCount } }`,
        );
        expect(filtered.data?.currencies).toEqual({ nodes: [{ code: 'EUR' }], totalCount: 1 });

        const created = await s.gql<{ createCurrency: { id: string; version: number } }>(
          admin,
          `mutation { createCurrency(input: {code: "CHF", name: "Swiss Franc"}) { id version } }`,
        );
        const { id, version } = created.data!.createCurrency;
        const got = await s.gql<{ currency: { name: string } }>(
          admin,
          `query($id: ID!) { currency(id: $id) { name } }`,
          { id },
        );
        expect(got.data?.currency.name).toBe('Swiss Franc');
        const updated = await s.gql<{ updateCurrency: { name: string; version: number } }>(
          admin,
          `mutation($id: ID!, $v: Int!) { updateCurrency(id: $id, version: $v, patch: {name: "Swiss franc (CHF)"}) { name version } }`,
          { id, v: version },
        );
        expect(updated.data?.updateCurrency).toEqual({ name: 'Swiss franc (CHF)', version: version + 1 });
        const deleted = await s.gql(
          admin,
          `mutation($id: ID!, $v: Int!) { deleteCurrency(id: $id, version: $v) { id } }`,
          {
            id,
            v: version + 1,
          },
        );
        expect(deleted.errors).toBeUndefined();
        const audit = await s.app.db.query<{ action: string }>(
          `select action from audit_log where entity = 'currencies' and entity_id = $1 order by at, action`,
          [id],
        );
        expect(audit.rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
      });

      it('refuses a stale update with CONFLICT and leaves the row unchanged', async () => {
        const created = await s.gql<{ createLanguage: { id: string; version: number } }>(
          admin,
          `mutation { createLanguage(input: {name: "French", code: "fr", locale: "fr-FR"}) { id version } }`,
        );
        const { id, version } = created.data!.createLanguage;
        const edit = (name: string) =>
          s.gql(
            admin,
            `mutation($id: ID!, $v: Int!, $n: String) { updateLanguage(id: $id, version: $v, patch: {name: $n}) { name version } }`,
            {
              id,
              v: version,
              n: name,
            },
          );
        expect((await edit('Français')).errors).toBeUndefined();
        const stale = await edit('Frankish');
        expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
        const row = await s.app.db.query('select name, version from languages where id = $1', [id]);
        expect(row.rows[0]).toEqual({ name: 'Français', version: version + 1 });
      });

      it('reports invalid input as VALIDATION on the right fields and writes nothing', async () => {
        const before = (await s.app.db.query<{ n: number }>('select count(*)::int8 n from languages')).rows[0]
          ?.n;
        const bad = await s.gql(
          admin,
          `mutation { createLanguage(input: {name: "", code: "x", locale: "en-US"}) { id } }`,
        );
        expect(bad.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { name: 'Field cannot be blank', code: 'Must be at least 2 characters' },
        });
        const badVariable = await s.gql(
          admin,
          `mutation($i: CurrencyInput!) { createCurrency(input: $i) { id } }`,
          {
            i: { code: 'AUD', name: 'Australian Dollar', decimalPlaces: 'two' },
          },
        );
        expect(badVariable.errors?.[0]?.extensions?.code).toBe('VALIDATION');
        expect(Object.keys(badVariable.errors?.[0]?.extensions?.fields ?? {})).toEqual(['decimalPlaces']);
        await s.gql(
          admin,
          `mutation { createCurrency(input: {code: "NZD", name: "New Zealand Dollar"}) { id } }`,
        );
        const duplicate = await s.gql(
          admin,
          `mutation { createCurrency(input: {code: "NZD", name: "Kiwi again"}) { id } }`,
        );
        expect(duplicate.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { code: 'This value is already in use' },
        });
        const after = (await s.app.db.query<{ n: number }>('select count(*)::int8 n from languages')).rows[0]
          ?.n;
        expect(after).toBe(before);
      });

      it('refuses deleting a state with cities with code 701', async () => {
        const state = await s.gql<{ createState: { id: string; version: number } }>(
          admin,
          `mutation { createState(input: {name: "Texas", code: "TX"}) { id version } }`,
        );
        const { id, version } = state.data!.createState;
        const city = await s.gql(
          admin,
          `mutation($s: ID) { createCity(input: {stateId: $s, name: "Austin"}) { id stateName } }`,
          { s: id },
        );
        expect(city.errors).toBeUndefined();
        const del = await s.gql(
          admin,
          `mutation($id: ID!, $v: Int!) { deleteState(id: $id, version: $v) { id } }`,
          { id, v: version },
        );
        expect(del.errors?.[0]).toMatchObject({
          message: 'There are cities attached to this state',
          extensions: { code: '701' },
        });
      });

      it('refuses an unknown sort and a page larger than the maximum', async () => {
        const big = await s.gql(admin, '{ currencies(first: 5000) { totalCount } }');
        expect(big.errors?.[0]?.extensions).toMatchObject({
          code: 'VALIDATION',
          fields: { first: expect.any(String) },
        });
        const deep = await s.gql(
          admin,
          `{ orders { nodes { items { name } timeline { at } } } ${'a: me { id } '.repeat(1)} }`,
        );
        expect(deep.errors).toBeUndefined();
      });
    });

    describe('stores, orders and wallets', () => {
      let storeId: string;
      let productId: string;
      let customerId: string;

      beforeAll(async () => {
        const db = s.app.db;
        await db.exec(`
          insert into currencies (name, code) values ('US Dollar', 'USD') on conflict do nothing;
          insert into order_statuses (code, name, sort, is_terminal) values ('pending', 'Pending', 1, false),
            ('confirmed', 'Confirmed', 2, false), ('delivered', 'Delivered', 3, true), ('cancelled', 'Cancelled', 4, true);
          insert into order_status_transitions (from_status, to_status) values ('pending', 'confirmed'),
            ('pending', 'cancelled'), ('confirmed', 'delivered');
          insert into delivery_methods (code, name, fee) values ('standard', 'Standard', 299);`);
        const m = await s.gql<{ createMerchant: { id: string } }>(
          admin,
          `mutation { createMerchant(input: {legalName: "Acme Foods", contactName: "Ann", email: "acme@example.com"}) { id } }`,
        );
        const t = await s.gql<{ createStoreType: { id: string } }>(
          support,
          `mutation { createStoreType(input: {name: "Food", slug: "food"}) { id } }`,
        );
        const st = await s.gql<{ createStore: { id: string } }>(
          support,
          `mutation($m: ID, $t: ID) { createStore(input: {merchantId: $m, storeTypeId: $t, name: "Acme Downtown", slug: "acme-downtown", freeDeliveryAmount: 5000}) { id } }`,
          { m: m.data?.createMerchant.id, t: t.data?.createStoreType.id },
        );
        expect(st.errors).toBeUndefined();
        storeId = st.data!.createStore.id;
        const p = await s.gql<{ createProduct: { id: string } }>(
          admin,
          `mutation($s: ID) { createProduct(input: {storeId: $s, name: "Margherita", sku: "PZ-1", price: 1250}) { id } }`,
          { s: storeId },
        );
        productId = p.data!.createProduct.id;
        const c = await s.gql<{ createCustomer: { id: string } }>(
          admin,
          `mutation { createCustomer(input: {name: "Cora Client", email: "cora@example.com"}) { id } }`,
        );
        customerId = c.data!.createCustomer.id;
      });

      it('changes opening hours only as a whole set: single-slot writes are not offered', async () => {
        // setStoreTimeslots (stores.test.ts) locks the store and bumps its version; a lone slot would not.
        const created = await s.gql(
          support,
          `mutation { createStoreTimeslot(input: {storeId: "${storeId}", weekday: 1, opensAt: "09:00", closesAt: "12:00"}) { id } }`,
        );
        expect(created.errors?.[0]?.message).toMatch(/Cannot query field "createStoreTimeslot"/);
        const listed = await s.gql<{ storeTimeslots: { totalCount: number } }>(
          support,
          `query($s: ID) { storeTimeslots(filter: {storeId: $s}) { totalCount } }`,
          { s: storeId },
        );
        expect(listed.data?.storeTimeslots.totalCount).toBe(0);
      });

      it('places an order, pushes it to the live board, and moves it along the allowed transitions', async () => {
        const ws = createClient({
          url: `${s.url.replace('http', 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${support}` },
          lazy: true,
          retryAttempts: 0,
        });
        const received: unknown[] = [];
        const subscribed = new Promise<void>((resolve, reject) => {
          const iterator = ws.iterate<{ orderCreated: { orderNo: string; grandTotal: number } }>({
            query: 'subscription { orderCreated { orderNo grandTotal } }',
          });
          void (async () => {
            try {
              for await (const event of iterator) {
                received.push(event.data?.orderCreated);
                resolve();
                break;
              }
            } catch (error) {
              reject(error as Error);
            }
          })();
        });
        await new Promise((r) => setTimeout(r, 300));
        const method = (
          await s.app.db.query<{ id: string }>(`select id from delivery_methods where code = 'standard'`)
        ).rows[0]!.id;
        const placed = await s.gql<{
          placeOrder: {
            id: string;
            version: number;
            status: string;
            subtotal: number;
            deliveryCharges: number;
            grandTotal: number;
            items: { qty: number }[];
            nextStatuses: string[];
          };
        }>(
          support,
          `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id version status subtotal deliveryCharges grandTotal items { qty } nextStatuses } }`,
          { i: { customerId, storeId, deliveryMethodId: method, items: [{ productId, qty: 2 }] } },
        );
        expect(placed.errors).toBeUndefined();
        const order = placed.data!.placeOrder;
        expect(order).toMatchObject({
          status: 'pending',
          subtotal: 2500,
          deliveryCharges: 299,
          grandTotal: 2799,
          nextStatuses: ['cancelled', 'confirmed'],
        });
        await subscribed;
        expect(received[0]).toEqual({ orderNo: expect.stringMatching(/^ORD-\d+$/), grandTotal: 2799 });
        await ws.dispose();

        const move = (toStatus: string, version: number) =>
          s.gql<{ changeOrderStatus: { status: string; version: number } }>(
            support,
            `mutation($id: ID!, $v: Int!, $to: String) { changeOrderStatus(id: $id, version: $v, input: {toStatus: $to, comment: "ok", notifyCustomer: true}) { status version } }`,
            { id: order.id, v: version, to: toStatus },
          );
        expect((await move('delivered', order.version)).errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { toStatus: 'An order cannot move from pending to delivered' },
        });
        const confirmed = await move('confirmed', order.version);
        expect(confirmed.data?.changeOrderStatus).toEqual({
          status: 'confirmed',
          version: order.version + 1,
        });
        expect((await move('delivered', order.version)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
        const timeline = await s.gql<{
          orderTimeline: {
            fromStatus: string | null;
            toStatus: string;
            notifyCustomer: boolean;
            actorEmail: string;
          }[];
        }>(
          support,
          `query($id: ID!) { orderTimeline(orderId: $id) { fromStatus toStatus notifyCustomer actorEmail } }`,
          { id: order.id },
        );
        expect(timeline.data?.orderTimeline).toEqual([
          { fromStatus: null, toStatus: 'pending', notifyCustomer: false, actorEmail: SUPPORT.email },
          { fromStatus: 'pending', toStatus: 'confirmed', notifyCustomer: true, actorEmail: SUPPORT.email },
        ]);
        const list = await s.gql<{ orders: { nodes: { id: string; customerName: string }[] } }>(
          support,
          `query($st: [String!]) { orders(filter: {status_in: $st}) { nodes { id customerName } } }`,
          { st: ['confirmed'] },
        );
        expect(list.data?.orders.nodes).toEqual([{ id: order.id, customerName: 'Cora Client' }]);
      });

      it('posts idempotent wallet adjustments and never takes a customer below zero', async () => {
        const account = (
          await s.app.db.query<{ id: string }>(
            `insert into wallet_accounts (owner_type, owner_id, owner_name, balance_floor) values ('customer', $1, 'Cora Client', 0) returning id`,
            [customerId],
          )
        ).rows[0]!.id;
        const post = (amount: number, key: string) =>
          s.gql<{ postWalletAdjustment: { balance: number; replayed: boolean } }>(
            admin,
            `mutation($i: WalletAdjustmentInput!) { postWalletAdjustment(input: $i) { balance replayed } }`,
            { i: { accountId: account, amount, reason: 'Goodwill credit', idempotencyKey: key } },
          );
        expect((await post(1500, 'credit-0001')).data?.postWalletAdjustment).toEqual({
          balance: 1500,
          replayed: false,
        });
        expect((await post(1500, 'credit-0001')).data?.postWalletAdjustment).toEqual({
          balance: 1500,
          replayed: true,
        });
        expect((await post(-2000, 'debit-0001')).errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { amount: 'This would take the wallet below its allowed balance' },
        });
        expect((await post(-500, 'credit-0001')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
        const derived = await s.app.db.query<{ sum: number; balance: number }>(
          `select (select sum(amount)::int8 from wallet_postings where account_id = $1) sum, balance from wallet_accounts where id = $1`,
          [account],
        );
        expect(derived.rows[0]).toEqual({ sum: 1500, balance: 1500 });
        const support_ = await s.gql(
          support,
          `mutation($i: WalletAdjustmentInput!) { postWalletAdjustment(input: $i) { balance } }`,
          {
            i: { accountId: account, amount: 100, reason: 'Not allowed', idempotencyKey: 'support-0001' },
          },
        );
        expect(support_.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      });
    });

    describe('HTTP surface', () => {
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cf00000301010018dd8db40000000049454e44ae426082',
        'hex',
      );
      const upload = (file: Blob, name: string, kind?: string, token: string | null = admin) => {
        const form = new FormData();
        form.set('file', file, name);
        if (kind) form.set('kind', kind);
        return fetch(`${s.url}/api/uploads`, {
          method: 'POST',
          body: form,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      };
      const uploadsDir = () => join(s.config.dataDir, 'uploads');
      const stored = () => {
        try {
          return readdirSync(uploadsDir()).length;
        } catch {
          return 0;
        }
      };

      it('answers malformed JSON with 400 and a clear message', async () => {
        const login = await fetch(`${s.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"loginId": ',
        });
        expect(login.status).toBe(400);
        expect(JSON.stringify(await login.json())).toContain('Malformed JSON');
        const gql = await fetch(`${s.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query": ',
        });
        expect(gql.status).toBe(400);
      });

      it('stores a PNG and serves it back with its content type', async () => {
        const res = await upload(new Blob([png], { type: 'image/png' }), 'dot.png');
        expect(res.status).toBe(201);
        const body = (await res.json()) as { url: string; contentType: string };
        const back = await fetch(`${s.url}${body.url}`);
        expect(back.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await back.arrayBuffer()).equals(png)).toBe(true);
      });

      it('refuses a fake image, an oversized image and a non-CSV import, writing nothing', async () => {
        const before = stored();
        const fake = await upload(new Blob(['<svg/>'], { type: 'image/png' }), 'evil.png');
        expect(fake.status).toBe(400);
        expect(await fake.json()).toMatchObject({ message: 'You can only upload JPG/PNG file!' });
        const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
        const tooBig = await upload(new Blob([big]), 'big.png');
        expect(tooBig.status).toBe(413);
        expect(await tooBig.json()).toMatchObject({ message: 'Image must be smaller than 2MB!' });
        expect((await upload(new Blob([big]), 'slide.png', 'slider')).status).toBe(201);
        const notCsv = await upload(new Blob([png]), 'data.csv', 'csv');
        expect(await notCsv.json()).toMatchObject({ message: 'You can only upload CSV file!' });
        expect((await upload(new Blob(['a,b\n1,2\n']), 'data.csv', 'csv')).status).toBe(201);
        expect((await upload(new Blob([png]), 'dot.png', undefined, null)).status).toBe(401);
        expect(stored()).toBe(before + 2);
      });

      it('sends security headers and answers health checks', async () => {
        const res = await fetch(`${s.url}/healthz`);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(await (await fetch(`${s.url}/readyz`)).json()).toMatchObject({ status: 'ready' });
      });
    });
  });
}

describe('schema.graphql', () => {
  it('is up to date (run `pnpm schema` after changing resources)', () => {
    expect(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8')).toBe(schemaSdl());
  });
});
