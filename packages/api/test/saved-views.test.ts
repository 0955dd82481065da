// Saved views of a list (issue 19): private or shared with all staff, one default per staff member and list
// (any view they may open), edited only by their owner (or, when shared, an admin), checked against the
// version they were read at, audited; the state names only the list's own filters, sorts and columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseViewState, viewAllowList } from '../src/views/savedViews.ts';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface View {
  id: string;
  listKey: string;
  name: string;
  state: { filters: Record<string, string | boolean>; sort: string | null; columns: Record<string, boolean> };
  shared: boolean;
  isDefault: boolean;
  mine: boolean;
  canEdit: boolean;
  ownerName: string | null;
  version: number;
}
const FIELDS = 'id listKey name state shared isDefault mine canEdit ownerName version';
const LIST = `query($listKey: String!) { savedViews(listKey: $listKey) { ${FIELDS} } }`;
const CREATE = `mutation($input: SavedViewInput!) { createSavedView(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: SavedViewPatch!) {
  updateSavedView(id: $id, version: $version, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!, $version: Int!) { deleteSavedView(id: $id, version: $version) }`;
const SET_DEFAULT = `mutation($listKey: String!, $id: ID) {
  setDefaultSavedView(listKey: $listKey, id: $id) { ${FIELDS} } }`;

const PENDING_CUSTOMERS = { filters: { isActive: true }, sort: null, columns: {} };
const PENDING = { filters: { status: 'pending' }, sort: 'placedAt.asc', columns: { storeName: false } };

describe('a view state', () => {
  it('keeps filters, sort and columns, and names the field of a bad part', () => {
    expect(parseViewState({ filters: { isActive: true }, sort: null })).toEqual({
      filters: { isActive: true },
      sort: null,
      columns: {},
    });
    const refused = (state: unknown) => {
      try {
        parseViewState(state);
      } catch (e) {
        return (e as { extensions: { fields: Record<string, string> } }).extensions.fields;
      }
      return null;
    };
    expect(refused([])).toHaveProperty('state');
    expect(refused({ sort: 'placedAt; drop' })).toHaveProperty(['state.sort']);
    expect(refused({ filters: { status: 3 } })).toHaveProperty(['state.filters.status']);
    expect(refused({ filters: { 'a b': 'x' } })).toHaveProperty(['state.filters']);
    expect(refused({ columns: { name: 'yes' } })).toHaveProperty(['state.columns']);
    expect(refused({ page: 2 })).toHaveProperty(['state.page']);
    expect(refused({ filters: { q: 'x'.repeat(501) } })).toHaveProperty(['state.filters.q']);
  });

  it("names a filter, sort or column the list does not have, by the list's own allow-list", () => {
    const orders = viewAllowList('orders');
    expect(orders).not.toBeNull();
    const refused = (state: unknown) => {
      try {
        parseViewState(state, orders);
      } catch (e) {
        return (e as { extensions: { fields: Record<string, string> } }).extensions.fields;
      }
      return null;
    };
    // What the orders list offers passes (the same keys as its GraphQL OrderFilter and OrderSortField).
    expect(refused(PENDING)).toBeNull();
    expect(refused({ filters: { placedAt_gte: '2026-01-01', orderNo: 'A-12' } })).toBeNull();
    expect(refused({ filters: { foo: 'x' } })).toEqual({ 'state.filters.foo': expect.any(String) });
    // A filter of another list is not one of this list's.
    expect(refused({ filters: { email_contains: 'x' } })).toHaveProperty(['state.filters.email_contains']);
    expect(refused({ sort: 'nonsense.asc' })).toEqual({ 'state.sort': expect.any(String) });
    expect(refused({ columns: { bogus: false } })).toEqual({ 'state.columns.bogus': expect.any(String) });
    // Secret fields are neither columns nor sorts.
    const admins = viewAllowList('admins');
    expect(admins?.columns.has('passwordHash')).toBe(false);
    expect(viewAllowList('nonsense')).toBeNull();
  });
});

for (const target of DATABASES) {
  describe(`saved views on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
    }, 120_000);
    afterAll(() => stopTestServer(s));

    const create = async (token: string, input: Record<string, unknown>) => {
      const res = await s.gql<{ createSavedView: View }>(token, CREATE, { input });
      expect(res.errors).toBeUndefined();
      return res.data!.createSavedView;
    };
    const list = async (token: string, listKey = 'orders') => {
      const res = await s.gql<{ savedViews: View[] }>(token, LIST, { listKey });
      expect(res.errors).toBeUndefined();
      return res.data!.savedViews;
    };

    it('keeps a private view to its owner and shows a shared one to all staff', async () => {
      const mine = await create(support, { listKey: 'orders', name: 'My pending', state: PENDING });
      expect(mine).toMatchObject({
        name: 'My pending',
        shared: false,
        mine: true,
        canEdit: true,
        version: 1,
      });
      expect(mine.state).toEqual(PENDING);
      expect((await list(admin)).map((v) => v.id)).not.toContain(mine.id);
      // Not even its existence is told to someone else.
      const peek = await s.gql(admin, UPDATE, { id: mine.id, version: 1, input: { name: 'Mine now' } });
      expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const shared = await create(admin, {
        listKey: 'orders',
        name: 'Failed payments',
        state: { filters: { paymentStatus: 'failed' } },
        shared: true,
      });
      const seen = (await list(support)).find((v) => v.id === shared.id);
      expect(seen).toMatchObject({ name: 'Failed payments', mine: false, canEdit: false, shared: true });
      expect(seen!.ownerName).toBeTruthy();
      // Its own first, then the shared ones.
      expect((await list(support))[0]!.id).toBe(mine.id);
    });

    it('lets only the owner change a shared view, or an admin', async () => {
      const byAdmin = await create(admin, { listKey: 'orders', name: 'Cairo', state: {}, shared: true });
      const refused = await s.gql(support, UPDATE, { id: byAdmin.id, version: 1, input: { name: 'Mine' } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const notDeleted = await s.gql(support, DELETE, { id: byAdmin.id, version: 1 });
      expect(notDeleted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const bySupport = await create(support, { listKey: 'orders', name: 'Late', state: {}, shared: true });
      const renamed = await s.gql<{ updateSavedView: View }>(admin, UPDATE, {
        id: bySupport.id,
        version: 1,
        input: { name: 'Late orders' },
      });
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data!.updateSavedView).toMatchObject({ name: 'Late orders', mine: false, version: 2 });
    });

    it('refuses a stale version, then changes and deletes at the current one, audited', async () => {
      const view = await create(admin, {
        listKey: 'customers',
        name: 'Active',
        state: { filters: { isActive: true } },
      });
      const first = await s.gql<{ updateSavedView: View }>(admin, UPDATE, {
        id: view.id,
        version: 1,
        input: { state: { filters: { isActive: false } }, shared: true },
      });
      expect(first.data!.updateSavedView).toMatchObject({ shared: true, version: 2 });
      const stale = await s.gql(admin, UPDATE, { id: view.id, version: 1, input: { name: 'Old' } });
      expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const staleDelete = await s.gql(admin, DELETE, { id: view.id, version: 1 });
      expect(staleDelete.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const deleted = await s.gql<{ deleteSavedView: string }>(admin, DELETE, { id: view.id, version: 2 });
      expect(deleted.data!.deleteSavedView).toBe(view.id);
      expect((await list(admin, 'customers')).map((v) => v.id)).not.toContain(view.id);

      const { rows } = await s.app.db.query<{ action: string; diff: Record<string, unknown> }>(
        `select action, diff from audit_log where entity = 'SavedView' and entity_id = $1 order by at, action`,
        [view.id],
      );
      expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
      const update = rows.find((r) => r.action === 'update')!;
      expect(update.diff).toMatchObject({ shared: { from: false, to: true } });
    });

    const setDefault = async (token: string, listKey: string, id: string | null) => {
      const res = await s.gql<{ setDefaultSavedView: View[] }>(token, SET_DEFAULT, { listKey, id });
      expect(res.errors).toBeUndefined();
      return res.data!.setDefaultSavedView;
    };
    const defaultOf = async (token: string, listKey: string) =>
      (await list(token, listKey)).filter((v) => v.isDefault).map((v) => v.name);
    const defaultRows = async (viewId: string) =>
      (
        await s.app.db.query<{ n: number }>(
          'select count(*)::int as n from saved_view_defaults where view_id = $1',
          [viewId],
        )
      ).rows[0]!.n;

    it('keeps one default per staff member and list', async () => {
      const a = await create(admin, { listKey: 'stores', name: 'A', state: {}, isDefault: true });
      expect(a.isDefault).toBe(true);
      const b = await create(admin, { listKey: 'stores', name: 'B', state: {}, isDefault: true });
      expect(b.isDefault).toBe(true);
      expect(await defaultOf(admin, 'stores')).toEqual(['B']);
      const switched = await setDefault(admin, 'stores', a.id);
      expect(switched.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['A']);
      const cleared = await setDefault(admin, 'stores', null);
      expect(cleared.some((v) => v.isDefault)).toBe(false);
      expect(await defaultOf(admin, 'stores')).toEqual([]);
      // Another staff member's default of the same list is theirs alone.
      const theirs = await create(support, {
        listKey: 'stores',
        name: 'S',
        state: {},
        isDefault: true,
        shared: true,
      });
      expect((await list(admin, 'stores')).find((v) => v.id === theirs.id)!.isDefault).toBe(false);
      expect(await defaultOf(support, 'stores')).toEqual(['S']);
    });

    it("makes a view someone else shares one's own default, and never someone's private view", async () => {
      const shared = await create(admin, { listKey: 'orders', name: 'Team queue', state: {}, shared: true });
      const mine = await create(support, { listKey: 'orders', name: 'Support own', state: {} });
      const picked = await setDefault(support, 'orders', shared.id);
      expect(picked.find((v) => v.id === shared.id)).toMatchObject({ isDefault: true, mine: false });
      expect(picked.find((v) => v.id === mine.id)!.isDefault).toBe(false);
      // The owner's own tabs do not change.
      expect((await list(admin)).find((v) => v.id === shared.id)!.isDefault).toBe(false);

      const privateOne = await create(admin, { listKey: 'orders', name: 'Admin only', state: {} });
      const hidden = await s.gql(support, SET_DEFAULT, { listKey: 'orders', id: privateOne.id });
      expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const otherList = await create(support, { listKey: 'stores', name: 'Stores', state: {} });
      const wrongList = await s.gql(support, SET_DEFAULT, { listKey: 'orders', id: otherList.id });
      expect(wrongList.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { id: expect.any(String) },
      });
      const junk = await s.gql(support, SET_DEFAULT, { listKey: 'orders', id: 'not-an-id' });
      expect(junk.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      // Nothing refused changed the default.
      expect(await defaultOf(support, 'orders')).toEqual(['Team queue']);
    });

    it('leaves no default behind when its view is made private or deleted', async () => {
      const view = await create(admin, {
        listKey: 'orders',
        name: 'Shared then private',
        state: {},
        shared: true,
        isDefault: true,
      });
      await setDefault(support, 'orders', view.id);
      expect(await defaultRows(view.id)).toBe(2);
      const unshared = await s.gql<{ updateSavedView: View }>(admin, UPDATE, {
        id: view.id,
        version: view.version,
        input: { shared: false },
      });
      expect(unshared.errors).toBeUndefined();
      // Support no longer sees it, nor has it as a default; the owner keeps it as theirs.
      expect(await defaultOf(support, 'orders')).toEqual([]);
      expect(await defaultOf(admin, 'orders')).toEqual(['Shared then private']);
      expect(await defaultRows(view.id)).toBe(1);
      // Shared again, it is not support's default again by itself.
      const reshared = await s.gql<{ updateSavedView: View }>(admin, UPDATE, {
        id: view.id,
        version: unshared.data!.updateSavedView.version,
        input: { shared: true },
      });
      expect(await defaultOf(support, 'orders')).toEqual([]);

      await setDefault(support, 'orders', view.id);
      expect(await defaultRows(view.id)).toBe(2);
      const deleted = await s.gql(admin, DELETE, {
        id: view.id,
        version: reshared.data!.updateSavedView.version,
      });
      expect(deleted.errors).toBeUndefined();
      expect(await defaultRows(view.id)).toBe(0);
      expect(await defaultOf(support, 'orders')).toEqual([]);
      expect(await defaultOf(admin, 'orders')).toEqual([]);
    });

    it('refuses a missing or long name, an unknown list, a bad state and a list the caller cannot open', async () => {
      const fieldOf = async (token: string, input: Record<string, unknown>) =>
        (await s.gql(token, CREATE, { input })).errors?.[0]?.extensions;
      expect(await fieldOf(admin, { listKey: 'orders', name: '  ', state: {} })).toMatchObject({
        code: 'VALIDATION',
        fields: { name: 'Required' },
      });
      expect(await fieldOf(admin, { listKey: 'orders', name: 'x'.repeat(61), state: {} })).toMatchObject({
        code: 'VALIDATION',
        fields: { name: expect.stringContaining('60') },
      });
      expect(await fieldOf(admin, { listKey: 'nonsense', name: 'X', state: {} })).toMatchObject({
        code: 'VALIDATION',
        fields: { listKey: 'Unknown list' },
      });
      expect(await fieldOf(admin, { listKey: 'orders', name: 'X', state: { sort: 1 } })).toMatchObject({
        code: 'VALIDATION',
        fields: { 'state.sort': expect.any(String) },
      });
      // A filter, sort or column the list does not have: named, and nothing written.
      const before = (await list(admin)).length;
      for (const [state, field] of [
        [{ filters: { foo: 'x' } }, 'state.filters.foo'],
        [{ sort: 'foo.asc' }, 'state.sort'],
        [{ columns: { foo: false } }, 'state.columns.foo'],
      ] as const) {
        expect(await fieldOf(admin, { listKey: 'orders', name: 'Bad', state })).toMatchObject({
          code: 'VALIDATION',
          fields: { [field]: expect.any(String) },
        });
      }
      expect((await list(admin)).length).toBe(before);
      // An update is checked against the view's own list too, and changes nothing when refused.
      const kept = await create(admin, { listKey: 'customers', name: 'Kept', state: PENDING_CUSTOMERS });
      const refusedUpdate = await s.gql(admin, UPDATE, {
        id: kept.id,
        version: kept.version,
        input: { name: 'Changed', state: { filters: { status: 'pending' } } },
      });
      expect(refusedUpdate.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { 'state.filters.status': expect.any(String) },
      });
      expect((await list(admin, 'customers')).find((v) => v.id === kept.id)).toMatchObject({
        name: 'Kept',
        version: 1,
        state: PENDING_CUSTOMERS,
      });
      // Support does not use the customers list: neither its views nor saving one.
      expect((await fieldOf(support, { listKey: 'customers', name: 'X', state: {} }))?.code).toBe(
        'FORBIDDEN',
      );
      const read = await s.gql(support, LIST, { listKey: 'customers' });
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await s.gql(null, LIST, { listKey: 'orders' });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
}
