import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

type Gql = TestServer['gql'];

for (const target of DATABASES) {
  describe(`screen operations on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    let gql: Gql;
    const ids: Record<string, string> = {};
    const one = async <T>(sql: string, params: (string | number)[] = []) =>
      (await s.app.db.query(sql, params)).rows[0] as T;
    const count = async (sql: string, params: (string | number)[] = []) =>
      Number((await one<{ n: number }>(sql, params)).n);

    beforeAll(async () => {
      s = await startTestServer(target.url);
      gql = s.gql;
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      const db = s.app.db;
      await db.exec(`
        insert into currencies (name, code) values ('US Dollar', 'USD');
        insert into languages (name, code, locale, is_default) values ('English', 'en', 'en-US', true);
        insert into order_statuses (code, name, sort, is_terminal, notify_customer) values ('pending', 'Pending', 1, false, false),
          ('confirmed', 'Confirmed', 2, false, true), ('cancelled', 'Cancelled', 3, true, true);
        insert into order_status_transitions (from_status, to_status) values ('pending', 'confirmed'), ('pending', 'cancelled');
        insert into notifications (event, channel, language_code, title, body) values
          ('order_confirmed', 'email', 'en', 'Confirmed', 'Your order {{orderNo}} is confirmed'),
          ('order_confirmed', 'sms', 'en', 'Confirmed', 'Order {{orderNo}} confirmed');
        insert into app_settings (key, value, is_secret) values
          ('phone', '{"regex": "^[0-9]{8,15}$", "length": 10}', false),
          ('payment_keys', '{"publishable": "pk_test", "secret": "sk_never_returned_1"}', true);
        insert into merchants (legal_name, contact_name, email) values ('Acme Foods', 'Ann', 'acme@example.com');
        insert into store_types (name, slug) values ('Food', 'food'), ('Flowers', 'flowers');
        insert into stores (merchant_id, store_type_id, name, slug)
          select (select id from merchants), (select id from store_types where slug = 'food'), 'Store ' || i, 'store-' || i
          from generate_series(1, 30) i;
        insert into store_type_collections (store_type_id, name) select id, 'Best food' from store_types where slug = 'food';
        insert into products (store_id, name, sku, price) select id, 'Pizza', 'PZ-1', 2000 from stores where slug = 'store-1';
        insert into customers (name, email) values ('Cora Client', 'cora@example.com'), ('Dan Diner', 'dan@example.com');
        insert into coupons (code, title, type, discount_type, discount_value, max_discount, min_order_amount, valid_from, valid_to, total_limit, per_customer_limit) values
          ('TENOFF', 'Ten percent', 'deduct', 'percentage', 10, 300, 1500, now() - interval '1 day', now() + interval '1 day', 3, 1),
          ('CASH5', 'Five back', 'cashback', 'fixed', 500, null, 0, now() - interval '1 day', now() + interval '1 day', null, null),
          ('OLD', 'Expired', 'deduct', 'fixed', 100, null, 0, now() - interval '9 days', now() - interval '1 day', null, null);`);
      ids.store = (await one<{ id: string }>(`select id from stores where slug = 'store-1'`)).id;
      ids.product = (await one<{ id: string }>('select id from products')).id;
      ids.cora = (await one<{ id: string }>(`select id from customers where name = 'Cora Client'`)).id;
      ids.dan = (await one<{ id: string }>(`select id from customers where name = 'Dan Diner'`)).id;
      ids.collection = (await one<{ id: string }>('select id from store_type_collections')).id;
    });
    afterAll(() => stopTestServer(s));

    const placeOrder = (customerId: string, qty: number, couponCode?: string) =>
      gql<{
        placeOrder: { id: string; version: number; discount: number; grandTotal: number; subtotal: number };
      }>(
        admin,
        `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id version discount grandTotal subtotal items { id qty } } }`,
        { i: { customerId, storeId: ids.store, items: [{ productId: ids.product, qty }], couponCode } },
      );

    describe('app settings', () => {
      const read = `{ appSettings { phoneRegex phoneLength paymentPublishableKey paymentSecretKey { isSet } version } }`;

      it('returns typed values and only whether the payment secret is set', async () => {
        const res = await fetch(`${s.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({ query: read }),
        });
        const text = await res.text();
        expect(text).not.toContain('sk_never_returned');
        expect(JSON.parse(text).data.appSettings).toMatchObject({
          phoneRegex: '^[0-9]{8,15}$',
          phoneLength: 10,
          paymentPublishableKey: 'pk_test',
          paymentSecretKey: { isSet: true },
        });
      });

      it('writes a new secret without ever echoing or auditing it, and refuses stale or invalid changes', async () => {
        const before = (await gql<{ appSettings: { version: number } }>(admin, read)).data!.appSettings;
        const update = (version: number, patch: Record<string, unknown>) =>
          gql<{ updateAppSettings: Record<string, unknown> }>(
            admin,
            `mutation($v: Int!, $p: AppSettingsPatch!) { updateAppSettings(version: $v, patch: $p) { phoneLength paymentSecretKey { isSet } version } }`,
            { v: version, p: patch },
          );
        const changed = await update(before.version, { phoneLength: 12, paymentSecretKey: 'sk_rotated_2' });
        expect(changed.errors).toBeUndefined();
        expect(JSON.stringify(changed)).not.toContain('sk_rotated_2');
        expect(changed.data?.updateAppSettings).toMatchObject({
          phoneLength: 12,
          paymentSecretKey: { isSet: true },
        });
        const stored = await one<{ value: { secret: string } | string }>(
          `select value from app_settings where key = 'payment_keys'`,
        );
        const value = typeof stored.value === 'string' ? JSON.parse(stored.value) : stored.value;
        expect(value.secret).toBe('sk_rotated_2');
        const audit = await one<{ diff: unknown }>(
          `select diff from audit_log where entity = 'app_settings' order by at desc limit 1`,
        );
        expect(JSON.stringify(audit.diff)).not.toContain('sk_rotated');
        expect(JSON.stringify(audit.diff)).toContain('phoneLength');

        const stale = await update(before.version, { phoneLength: 14 });
        expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
        const invalid = await update(before.version + 2, { phoneRegex: '([a-z', phoneLength: 3 });
        expect(invalid.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { phoneRegex: 'Must be a valid regular expression', phoneLength: 'Must be at least 6' },
        });
        const after = await one<{ value: { length: number } | string }>(
          `select value from app_settings where key = 'phone'`,
        );
        const phone = typeof after.value === 'string' ? JSON.parse(after.value) : after.value;
        expect(phone.length).toBe(12);

        const cleared = await update((changed.data!.updateAppSettings.version as number) ?? 0, {
          paymentSecretKey: null,
        });
        expect(cleared.data?.updateAppSettings.paymentSecretKey).toEqual({ isSet: false });
      });

      it("lists as low on stock the products at or below the catalogue settings' threshold", async () => {
        await s.app.db.exec(`
          insert into products (store_id, name, sku, price, stock)
            select id, 'Stock ' || n, 'ST-' || n, 100, n from stores, unnest(array[3, 8, 20]) n where slug = 'store-2';`);
        const lowStock = async (low: boolean) =>
          (
            await gql<{ products: { nodes: { name: string }[] } }>(
              admin,
              `query($low: Boolean) { products(filter: { lowStock: $low, name_contains: "Stock " }, sort: { field: name, direction: ASC }) { nodes { name } } }`,
              { low },
            )
          ).data!.products.nodes.map((p) => p.name);
        // No catalogue settings yet: the default threshold (5).
        expect(await lowStock(true)).toEqual(['Stock 3']);
        const { version } = (await gql<{ appSettings: { version: number } }>(admin, read)).data!.appSettings;
        const saved = await gql<{ updateAppSettings: { catalogLowStockThreshold: number } }>(
          admin,
          `mutation($v: Int!) { updateAppSettings(version: $v, patch: { catalogLowStockThreshold: 10 }) { catalogLowStockThreshold } }`,
          { v: version },
        );
        expect(saved.data?.updateAppSettings.catalogLowStockThreshold).toBe(10);
        expect(await lowStock(true)).toEqual(['Stock 3', 'Stock 8']);
        expect(await lowStock(false)).toEqual(['Stock 20']);
        const refused = await gql(
          admin,
          `mutation($v: Int!) { updateAppSettings(version: $v, patch: { catalogLowStockThreshold: -1 }) { version } }`,
          { v: version + 1 },
        );
        expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      });
    });

    describe('store-type collection membership', () => {
      it('adds and removes member stores in bulk, ignores repeats, and lists members and non-members', async () => {
        const stores = (await s.app.db.query<{ id: string }>('select id from stores order by slug')).rows.map(
          (r) => r.id,
        );
        const change = (mode: 'add' | 'remove', storeIds: string[]) =>
          gql<{ [k: string]: { changed: number; memberCount: number } }>(
            support,
            `mutation($i: CollectionStoresInput!) { r: ${mode}CollectionStores(input: $i) { changed memberCount } }`,
            { i: { collectionId: ids.collection, storeIds } },
          );
        expect((await change('add', stores.slice(0, 20))).data?.r).toEqual({ changed: 20, memberCount: 20 });
        expect((await change('add', stores.slice(15, 25))).data?.r).toEqual({ changed: 5, memberCount: 25 });
        expect((await change('remove', stores.slice(0, 5))).data?.r).toEqual({ changed: 5, memberCount: 20 });

        const unknown = await change('add', [stores[29]!, '00000000-0000-4000-8000-000000000000']);
        expect(unknown.errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { 'storeIds[1]': 'Does not exist' },
        });
        expect(await count('select count(*) n from store_type_collection_stores')).toBe(20);

        const listed = await gql<{
          a: { totalCount: number };
          b: { totalCount: number; nodes: { name: string }[] };
        }>(
          support,
          `query($c: ID) { a: stores(filter: {collectionId: $c}) { totalCount }
            b: stores(filter: {notInCollectionId: $c, name_contains: "store 1"}) { totalCount nodes { name } } }`,
          { c: ids.collection },
        );
        expect(listed.data?.a.totalCount).toBe(20);
        // Sorted by slug, the first five (store-1, store-10 … store-13) were removed again; 14–19 are members.
        expect(listed.data?.b.nodes.map((n) => n.name).sort()).toEqual([
          'Store 1',
          'Store 10',
          'Store 11',
          'Store 12',
          'Store 13',
        ]);
        const collection = await gql<{ storeTypeCollection: { storeCount: number } }>(
          support,
          `query($c: ID!) { storeTypeCollection(id: $c) { storeCount } }`,
          { c: ids.collection },
        );
        expect(collection.data?.storeTypeCollection.storeCount).toBe(20);
      });
    });

    describe('staff', () => {
      const login = (email: string, password: string) =>
        fetch(`${s.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ loginId: email, password }),
        });

      it('invites staff with a role and no usable password, refusing a taken email', async () => {
        const invite = (email: string) =>
          gql<{ inviteStaff: { id: string; email: string; role: string; isActive: boolean } }>(
            admin,
            `mutation($i: InviteStaffInput!) { inviteStaff(input: $i) { id email role isActive } }`,
            { i: { email, firstName: 'Ivy', role: 'support' } },
          );
        const invited = await invite('ivy@example.com');
        expect(invited.data?.inviteStaff).toMatchObject({
          email: 'ivy@example.com',
          role: 'support',
          isActive: true,
        });
        expect((await login('ivy@example.com', '!invited')).status).toBe(404);
        expect((await invite('IVY@example.com')).errors?.[0]?.extensions).toEqual({
          code: 'VALIDATION',
          fields: { email: 'This value is already in use' },
        });
      });

      it('grants a first role to a waiting account once, and deactivates staff (not oneself)', async () => {
        const reg = await fetch(`${s.url}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'wanda@example.com',
            password: 'Copper-Lantern-6602',
            name: 'Wanda Waits',
          }),
        });
        const accountId = ((await reg.json()) as { user: { id: string } }).user.id;
        const waiting = await gql<{ admins: { nodes: { email: string }[] } }>(
          admin,
          '{ admins(filter: {hasRole: false}) { nodes { email } } }',
        );
        expect(waiting.data?.admins.nodes.map((n) => n.email)).toContain('wanda@example.com');
        const grant = () =>
          gql<{ grantStaffRole: { role: string; version: number } }>(
            admin,
            `mutation($i: GrantRoleInput!) { grantStaffRole(input: $i) { role version } }`,
            { i: { accountId, role: 'support' } },
          );
        const granted = await grant();
        expect(granted.data?.grantStaffRole.role).toBe('support');
        expect((await grant()).errors?.[0]?.extensions?.fields).toEqual({
          accountId: 'Already has a role; change it on the staff page',
        });
        const me = await one<{ id: string }>(`select id from accounts where email = 'admin@example.com'`);
        const deactivate = (id: string, version: number) =>
          gql<{ deactivateStaff: { isActive: boolean } }>(
            admin,
            `mutation($id: ID!, $v: Int!) { deactivateStaff(id: $id, version: $v) { isActive } }`,
            { id, v: version },
          );
        expect((await deactivate(me.id, 1)).errors?.[0]?.extensions?.fields).toEqual({
          id: 'You cannot deactivate yourself',
        });
        expect((await login('wanda@example.com', 'Copper-Lantern-6602')).status).toBe(200);
        // Signing in moved the row's version (last login), so the edit starts from a fresh read.
        const current = await gql<{ admin: { version: number } }>(
          admin,
          `query($id: ID!) { admin(id: $id) { version } }`,
          {
            id: accountId,
          },
        );
        expect(
          (await deactivate(accountId, current.data!.admin.version - 1)).errors?.[0]?.extensions?.code,
        ).toBe('CONFLICT');
        const done = await deactivate(accountId, current.data!.admin.version);
        expect(done.data?.deactivateStaff.isActive).toBe(false);
        expect((await login('wanda@example.com', 'Copper-Lantern-6602')).status).toBe(409);
        expect(
          await count('select count(*) n from refresh_tokens where account_id = $1 and revoked_at is null', [
            accountId,
          ]),
        ).toBe(0);
      });

      it('adds and removes admin-group members', async () => {
        await s.app.db.exec(`insert into admin_groups (name) values ('Finance')`);
        const group = (await one<{ id: string }>(`select id from admin_groups where name = 'Finance'`)).id;
        const staff = (
          await s.app.db.query<{ id: string }>('select id from accounts where role is not null')
        ).rows.map((r) => r.id);
        const added = await gql<{ addAdminGroupMembers: { changed: number; memberCount: number } }>(
          admin,
          `mutation($i: AdminGroupMembersInput!) { addAdminGroupMembers(input: $i) { changed memberCount } }`,
          { i: { groupId: group, accountIds: staff } },
        );
        expect(added.data?.addAdminGroupMembers).toEqual({
          changed: staff.length,
          memberCount: staff.length,
        });
        const members = await gql<{ admins: { totalCount: number } }>(
          admin,
          `query($g: ID) { admins(filter: {groupId: $g}) { totalCount } }`,
          { g: group },
        );
        expect(members.data?.admins.totalCount).toBe(staff.length);
        const removed = await gql<{ removeAdminGroupMembers: { memberCount: number } }>(
          admin,
          `mutation($i: AdminGroupMembersInput!) { removeAdminGroupMembers(input: $i) { memberCount } }`,
          { i: { groupId: group, accountIds: staff.slice(0, 1) } },
        );
        expect(removed.data?.removeAdminGroupMembers.memberCount).toBe(staff.length - 1);
      });
    });

    describe('coupon redemption', () => {
      it('applies a percentage coupon with its cap, minimum order, and per-customer and total limits', async () => {
        const small = await placeOrder(ids.cora!, 0 + 1, 'TENOFF'); // 2,000 ≥ 1,500 minimum
        expect(small.errors).toBeUndefined();
        expect(small.data?.placeOrder).toMatchObject({ subtotal: 2000, discount: 200, grandTotal: 1800 });
        const again = await placeOrder(ids.cora!, 1, 'tenoff');
        expect(again.errors?.[0]?.extensions?.fields).toEqual({
          couponCode: 'This customer has already used this coupon as often as allowed',
        });
        const capped = await placeOrder(ids.dan!, 5, 'TENOFF'); // 10 % of 10,000 capped at 300
        expect(capped.data?.placeOrder).toMatchObject({ discount: 300, grandTotal: 9700 });
        await s.app.db.exec(`update coupons set total_limit = 2 where code = 'TENOFF'`);
        await s.app.db.exec(`insert into customers (name, email) values ('Eve Eater', 'eve@example.com')`);
        const eve = (await one<{ id: string }>(`select id from customers where name = 'Eve Eater'`)).id;
        expect((await placeOrder(eve, 1, 'TENOFF')).errors?.[0]?.extensions?.fields).toEqual({
          couponCode: 'This coupon is used up',
        });
        expect((await placeOrder(eve, 1, 'OLD')).errors?.[0]?.extensions?.fields).toEqual({
          couponCode: 'This coupon has expired',
        });
        expect((await placeOrder(eve, 1, 'NOPE')).errors?.[0]?.extensions?.fields).toEqual({
          couponCode: 'This coupon does not exist',
        });
        await s.app.db.exec(
          `update coupons set min_order_amount = 5000, total_limit = null where code = 'TENOFF'`,
        );
        expect((await placeOrder(eve, 1, 'TENOFF')).errors?.[0]?.extensions?.fields?.couponCode).toContain(
          'at least 5000',
        );
        // Refused orders leave nothing behind.
        expect(await count('select count(*) n from orders where customer_id = $1', [eve])).toBe(0);
        expect(await count(`select count(*) n from coupon_redemptions`)).toBe(2);
      });

      it('keeps a cashback coupon pending at placement: nothing reaches the wallet before delivery', async () => {
        const order = await placeOrder(ids.dan!, 1, 'CASH5');
        expect(order.data?.placeOrder).toMatchObject({ discount: 0, grandTotal: 2000 });
        // Credited when the order is delivered, reversed on cancel/refund: test/order-outcomes.test.ts.
        expect(
          await count(
            `select count(*) n from wallet_accounts where owner_type = 'customer' and owner_id = $1`,
            [ids.dan!],
          ),
        ).toBe(0);
        const redemption = await one<{ amount: number; cashback_status: string }>(
          'select amount, cashback_status from coupon_redemptions where order_id = $1',
          [order.data!.placeOrder.id],
        );
        expect({ ...redemption, amount: Number(redemption.amount) }).toEqual({
          amount: 500,
          cashback_status: 'pending',
        });
      });
    });

    describe('orders: returns, notifications, history', () => {
      it('queues a customer notification only when "notify customer" is set', async () => {
        const a = (await placeOrder(ids.cora!, 1)).data!.placeOrder;
        const b = (await placeOrder(ids.cora!, 1)).data!.placeOrder;
        const move = (id: string, version: number, notifyCustomer: boolean) =>
          gql(
            admin,
            `mutation($id: ID!, $v: Int!, $n: Boolean) { changeOrderStatus(id: $id, version: $v, input: {toStatus: "confirmed", notifyCustomer: $n}) { status } }`,
            {
              id,
              v: version,
              n: notifyCustomer,
            },
          );
        expect((await move(a.id, a.version, true)).errors).toBeUndefined();
        expect((await move(b.id, b.version, false)).errors).toBeUndefined();
        const queued = await s.app.db.query<{ channel: string; body: string | null; variables: unknown }>(
          `select channel, body, variables, status from notification_outbox where order_id = $1 order by channel`,
          [a.id],
        );
        const orderNo = (await one<{ order_no: string }>('select order_no from orders where id = $1', [a.id]))
          .order_no;
        // One row per channel with a template; the delivery worker renders it (test/notifications.test.ts).
        const variables = {
          orderNo,
          status: 'Confirmed',
          statusCode: 'confirmed',
          customerName: 'Cora Client',
        };
        expect(
          queued.rows.map((r) => ({
            ...r,
            variables: typeof r.variables === 'string' ? JSON.parse(r.variables) : r.variables,
          })),
        ).toEqual([
          { channel: 'email', body: null, variables, status: 'pending' },
          { channel: 'sms', body: null, variables, status: 'pending' },
        ]);
        expect(await count('select count(*) n from notification_outbox where order_id = $1', [b.id])).toBe(0);
      });

      it('records a return within the ordered quantities and moves it requested → approved → refunded', async () => {
        const order = (await placeOrder(ids.cora!, 2)).data!.placeOrder as unknown as {
          id: string;
          items: { id: string }[];
        };
        const create = (qty: number) =>
          gql<{ createReturn: { id: string; version: number; status: string } }>(
            support,
            `mutation($i: CreateReturnInput!) { createReturn(input: $i) { id version status } }`,
            {
              i: {
                orderId: order.id,
                reason: 'Arrived cold',
                items: [{ orderItemId: order.items[0]!.id, qty }],
              },
            },
          );
        expect((await create(3)).errors?.[0]?.extensions?.fields).toEqual({
          'items[0].qty': 'At most 2 can still be returned',
        });
        const created = (await create(1)).data!.createReturn;
        expect(created.status).toBe('requested');
        expect((await create(2)).errors?.[0]?.extensions?.fields).toEqual({
          'items[0].qty': 'At most 1 can still be returned',
        });
        const decide = (version: number, status: string, refundAmount?: number) =>
          gql<{ decideReturn: { status: string; version: number; refundAmount: number } }>(
            support,
            `mutation($id: ID!, $v: Int!, $i: ReturnDecisionInput!) { decideReturn(id: $id, version: $v, input: $i) { status version refundAmount } }`,
            { id: created.id, v: version, i: { status, refundAmount } },
          );
        expect((await decide(created.version, 'refunded', 100)).errors?.[0]?.extensions?.fields).toEqual({
          status: 'A requested return cannot become refunded',
        });
        const approved = (await decide(created.version, 'approved')).data!.decideReturn;
        expect(
          (await decide(approved.version, 'refunded', 2001)).errors?.[0]?.extensions?.fields?.refundAmount,
        ).toContain('2000');
        const balance = async () =>
          Number(
            (
              await s.app.db.query<{ balance: number }>(
                `select coalesce(sum(balance), 0) balance from wallet_accounts where owner_type = 'customer' and owner_id = $1`,
                [ids.cora!],
              )
            ).rows[0]!.balance,
          );
        const before = await balance();
        const refunded = await decide(approved.version, 'refunded', 2000);
        expect(refunded.data?.decideReturn).toMatchObject({ status: 'refunded', refundAmount: 2000 });
        // The refund lands in the customer's wallet as one balanced journal.
        expect(await balance()).toBe(before + 2000);
        const journal = await one<{ n: number; total: number }>(
          `select count(*) n, sum(p.amount) total from journal_entries j join wallet_postings p on p.journal_id = j.id
           where j.idempotency_key = $1 and j.type = 'refund'`,
          [`refund:${created.id}`],
        );
        expect({ n: Number(journal.n), total: Number(journal.total) }).toEqual({ n: 2, total: 0 });
        // A refunded return is final: no second refund.
        const again = await decide(refunded.data!.decideReturn.version, 'refunded', 2000);
        expect(again.errors?.[0]?.extensions?.fields).toEqual({
          status: 'A refunded return cannot become refunded',
        });
        expect(await balance()).toBe(before + 2000);
      });

      it('moves a payment along 1 → 2 → 4 → 2 → 3 only, and tells staff when one fails', async () => {
        const order = (await placeOrder(ids.cora!, 1)).data!.placeOrder;
        const pay = (version: number, paymentStatus: unknown) =>
          gql<{ changePaymentStatus: { paymentStatus: number; version: number } }>(
            support,
            `mutation($id: ID!, $v: Int!, $p: Int) { changePaymentStatus(id: $id, version: $v, input: {paymentStatus: $p}) { paymentStatus version } }`,
            { id: order.id, v: version, p: paymentStatus },
          );
        expect((await pay(order.version, 3)).errors?.[0]?.extensions?.fields).toEqual({
          paymentStatus: 'A payment cannot move from Pending to Success',
        });
        expect((await pay(order.version, 7)).errors?.[0]?.extensions?.fields).toEqual({
          paymentStatus: 'Must be one of: 1, 2, 3, 4',
        });
        const processing = (await pay(order.version, 2)).data!.changePaymentStatus;
        expect((await pay(order.version, 4)).errors?.[0]?.extensions?.code).toBe('CONFLICT');

        const heard: unknown[] = [];
        const listening = (async () => {
          for await (const event of s.app.events.subscribe('staffNotification')) {
            heard.push(event);
            return;
          }
        })();
        const failed = (await pay(processing.version, 4)).data!.changePaymentStatus;
        expect(failed.paymentStatus).toBe(4);
        await listening;
        const orderNo = (
          await one<{ order_no: string }>('select order_no from orders where id = $1', [order.id])
        ).order_no;
        expect(heard).toEqual([
          expect.objectContaining({
            kind: 'paymentFailed',
            message: `Payment failed for order ${orderNo}`,
            entityId: order.id,
          }),
        ]);
        const retried = (await pay(failed.version, 2)).data!.changePaymentStatus;
        const paid = (await pay(retried.version, 3)).data!.changePaymentStatus;
        expect(paid.paymentStatus).toBe(3);
        expect((await pay(paid.version, 2)).errors?.[0]?.extensions?.fields).toEqual({
          paymentStatus: 'A payment cannot move from Success to Processing',
        });
        expect(
          await count(`select count(*) n from audit_log where entity_id = $1 and diff ? 'paymentStatus'`, [
            order.id,
          ]),
        ).toBe(4);
      });

      it("shows an edit page's history to whoever may use that screen", async () => {
        const store = await gql<{ store: { version: number } }>(
          support,
          `query($id: ID!) { store(id: $id) { version } }`,
          {
            id: ids.store,
          },
        );
        await gql(
          support,
          `mutation($id: ID!, $v: Int!) { updateStore(id: $id, version: $v, patch: {name: "Store One"}) { id } }`,
          {
            id: ids.store,
            v: store.data!.store.version,
          },
        );
        const history = await gql<{
          history: { action: string; actorEmail: string; diff: Record<string, unknown> }[];
        }>(
          support,
          `query($id: ID!) { history(entityType: "Store", id: $id) { action actorEmail diff at } }`,
          { id: ids.store },
        );
        expect(history.data?.history[0]).toMatchObject({
          action: 'update',
          actorEmail: SUPPORT.email,
          diff: { name: { from: 'Store 1', to: 'Store One' } },
        });
        const forbidden = await gql(
          support,
          `query($id: ID!) { history(entityType: "Coupon", id: $id) { id } }`,
          {
            id: ids.store,
          },
        );
        expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      });
    });
  });
}
