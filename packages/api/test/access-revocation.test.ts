import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

// A short recheck window so the test sees what production sees after `accessRecheckMs` (5 s there).
const RECHECK_MS = 100;
const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 50));

for (const target of DATABASES) {
  describe(`access tokens of changed accounts on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer(target.url, { accessRecheckMs: RECHECK_MS });
      admin = await s.login(ADMIN.email, ADMIN.password);
    });
    afterAll(() => stopTestServer(s));

    const storesWith = (token: string) =>
      s.gql<{ stores: { totalCount: number } }>(token, '{ stores { totalCount } }');
    const userWith = (token: string) =>
      fetch(`${s.url}/api/user`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    const account = (email: string) =>
      s
        .gql<{ admins: { nodes: { id: string; version: number }[] } }>(
          admin,
          'query($e: String) { admins(filter: {email_contains: $e}) { nodes { id version } } }',
          { e: email },
        )
        .then((r) => r.data!.admins.nodes[0]!);

    it('refuses a token already in use once its account is deactivated, on GraphQL and REST', async () => {
      await s.app.db.query(
        `insert into accounts (email, password_hash, first_name, role)
         select 'dora@example.com', password_hash, 'Dora', 'support' from accounts where email = $1`,
        [SUPPORT.email],
      );
      const dora = await s.login('dora@example.com', SUPPORT.password);
      expect((await storesWith(dora)).data?.stores.totalCount).toBe(0);
      expect(await userWith(dora)).toBe(200);

      const { id, version } = await account('dora@example.com');
      const done = await s.gql<{ deactivateStaff: { isActive: boolean } }>(
        admin,
        'mutation($id: ID!, $v: Int!) { deactivateStaff(id: $id, version: $v) { isActive } }',
        { id, v: version },
      );
      expect(done.data?.deactivateStaff.isActive).toBe(false);
      await afterRecheck();

      expect((await storesWith(dora)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await userWith(dora)).toBe(401);
      // Everyone else is untouched.
      expect((await storesWith(admin)).data?.stores.totalCount).toBe(0);
    });

    it('refuses tokens carrying an old role once the role changes, and accepts the next sign-in', async () => {
      const before = await s.login(SUPPORT.email, SUPPORT.password);
      expect((await storesWith(before)).data).toBeDefined();
      const { id, version } = await account(SUPPORT.email);
      const changed = await s.gql<{ updateAdmin: { role: string } }>(
        admin,
        'mutation($id: ID!, $v: Int!) { updateAdmin(id: $id, version: $v, patch: {role: "admin"}) { role } }',
        { id, v: version },
      );
      expect(changed.errors).toBeUndefined();
      expect(changed.data?.updateAdmin.role).toBe('admin');
      await afterRecheck();
      expect((await storesWith(before)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      // A token is issued in whole seconds: one from the revocation's second is refused too, by design.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = await s.login(SUPPORT.email, SUPPORT.password);
      const coupons = await s.gql<{ coupons: { totalCount: number } }>(after, '{ coupons { totalCount } }');
      expect(coupons.data?.coupons.totalCount).toBe(0);
    });

    it('keeps a signed-in account working across rechecks', async () => {
      const token = await s.login(ADMIN.email, ADMIN.password);
      expect((await storesWith(token)).data).toBeDefined();
      await afterRecheck();
      expect((await storesWith(token)).data).toBeDefined();
      expect(await userWith(token)).toBe(200);
    });
  });
}
