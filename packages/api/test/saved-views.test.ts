// Saved views of a list (issue 19): private or shared with all staff, one default per owner and list, edited
// only by their owner (or, when shared, an admin), checked against the version they were read at, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseViewState } from '../src/views/savedViews.ts';
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
      // The default is the owner's own choice.
      const notHis = await s.gql(admin, UPDATE, { id: bySupport.id, version: 2, input: { isDefault: true } });
      expect(notHis.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { isDefault: expect.any(String) },
      });
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

    it('keeps one default per owner and list', async () => {
      const a = await create(admin, { listKey: 'stores', name: 'A', state: {}, isDefault: true });
      expect(a.isDefault).toBe(true);
      const b = await create(admin, { listKey: 'stores', name: 'B', state: {}, isDefault: true });
      expect(b.isDefault).toBe(true);
      const views = await list(admin, 'stores');
      expect(views.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['B']);
      const cleared = await s.gql<{ updateSavedView: View }>(admin, UPDATE, {
        id: b.id,
        version: b.version,
        input: { isDefault: false },
      });
      expect(cleared.data!.updateSavedView.isDefault).toBe(false);
      expect((await list(admin, 'stores')).some((v) => v.isDefault)).toBe(false);
      // Another staff member's default of the same list is theirs alone.
      const theirs = await create(support, {
        listKey: 'stores',
        name: 'S',
        state: {},
        isDefault: true,
        shared: true,
      });
      expect((await list(admin, 'stores')).find((v) => v.id === theirs.id)!.isDefault).toBe(false);
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
