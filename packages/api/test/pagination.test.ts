import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DATABASES, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface Page {
  auditLog: { nodes: { entityId: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
}

for (const target of DATABASES) {
  describe(`keyset pagination on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      // Four entries within one millisecond (PostgreSQL keeps microseconds; a JS Date does not).
      await s.app.db.exec(`insert into audit_log (entity, entity_id, action, diff, at) values
        ('probe', 'a', 'update', '{}', '2026-01-01 10:00:00.000100+00'),
        ('probe', 'b', 'update', '{}', '2026-01-01 10:00:00.000200+00'),
        ('probe', 'c', 'update', '{}', '2026-01-01 10:00:00.000300+00'),
        ('probe', 'd', 'update', '{}', '2026-01-01 10:00:00.000400+00')`);
    });
    afterAll(() => stopTestServer(s));

    it('walks every row one page at a time, even rows placed within the same millisecond', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page += 1) {
        const r: Awaited<ReturnType<TestServer['gql']>> & { data?: Page } = await s.gql<Page>(
          admin,
          `query($after: String) { auditLog(first: 1, after: $after, filter: {entity: "probe"}, sort: {field: at, direction: DESC}) {
            nodes { entityId } pageInfo { hasNextPage endCursor } } }`,
          { after },
        );
        expect(r.errors).toBeUndefined();
        seen.push(...r.data!.auditLog.nodes.map((n) => n.entityId));
        if (!r.data!.auditLog.pageInfo.hasNextPage) break;
        after = r.data!.auditLog.pageInfo.endCursor;
      }
      expect(seen).toEqual(['d', 'c', 'b', 'a']);
    });
  });
}
