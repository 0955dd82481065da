import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import type { Database, Row, SqlParam } from '../src/db/index.ts';
import { createLogger } from '../src/log.ts';
import { createStaff } from '../src/seed/index.ts';
import { ADMIN, DATABASES, freshDatabase } from './helpers.ts';

/** The database with every statement the server sends noted, to see what a list query worked out. */
function recording(db: Database, statements: string[]): Database {
  return {
    ...db,
    query<T extends Row = Row>(sql: string, params?: readonly SqlParam[]) {
      statements.push(sql);
      return db.query<T>(sql, params);
    },
  };
}

for (const target of DATABASES) {
  describe(`list look-ahead on ${target.name}`, () => {
    const statements: string[] = [];
    let app: App;
    let base: string;
    let token: string;

    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      statements.length = 0;
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: T; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    /** The statement that read the list's rows (the one ordering by id: counts and access checks do not). */
    const listStatement = (table: string) =>
      statements.find((sql) => sql.includes(`from ${table} t`) && sql.includes('t.id')) ?? '';

    beforeAll(async () => {
      const db = await freshDatabase(target.url);
      const dataDir = mkdtempSync(join(tmpdir(), 'market-lookahead-'));
      const config = {
        ...configFromEnv({}),
        dataDir,
        adminDist: join(dataDir, 'no-admin'),
        jwtSecret: undefined,
      };
      app = await createApp(config, { db: recording(db, statements), logger: createLogger('silent') });
      await createStaff(app.db);
      base = await app.listen(0);
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: ADMIN.email, password: ADMIN.password }),
      });
      token = ((await login.json()) as { token: string }).token;
      await db.exec(`insert into states (name, code) values ('Lookahead', 'LK');
        insert into cities (state_id, name) select id, n from states, unnest(array['Alpha', 'Beta']) n where code = 'LK';
        -- Microseconds a JS Date cannot hold, at the last one before midnight: truncated, never rounded up.
        update cities set created_at = '2026-02-28 23:59:59.999999+00' where name = 'Alpha';
        insert into audit_log (entity, entity_id, action, diff) values ('probe', 'nobody', 'update', '{}');`);
    });
    afterAll(async () => {
      await app.close();
      await app.db.close();
    });

    it('selects only the columns the document asks for, with the id and version', async () => {
      const data = await gql<{ cities: { nodes: { name: string }[] } }>(
        `{ cities(filter: { name_contains: "Alpha" }) { nodes { name } } }`,
      );
      expect(data.cities.nodes).toEqual([{ name: 'Alpha' }]);
      const sql = listStatement('cities');
      expect(sql).toContain('t.name as "name"');
      expect(sql).toContain('t.id as "id"');
      expect(sql).toContain('t.version as "version"');
      expect(sql).not.toContain('t.created_at');
      expect(sql).not.toContain('t.state_id');

      await gql(`{ cities(filter: { name_contains: "Alpha" }) { nodes { name createdAt } } }`);
      expect(listStatement('cities')).toContain('t.created_at at time zone');
    });

    it('answers a timestamp formatted in SQL exactly as a record read whole answers it', async () => {
      const listed = await gql<{ cities: { nodes: { id: string; createdAt: string }[] } }>(
        `{ cities(filter: { name_contains: "Alpha" }) { nodes { id createdAt } } }`,
      );
      expect(listStatement('cities')).toContain(`to_char(t.created_at at time zone 'UTC'`);
      const city = listed.cities.nodes[0]!;
      expect(city.createdAt).toBe('2026-02-28T23:59:59.999Z');
      // The single read selects the column whole: the driver's Date and toISOString().
      const read = await gql<{ city: { createdAt: string } }>(
        `query($id: ID!) { city(id: $id) { createdAt } }`,
        { id: city.id },
      );
      expect(read.city.createdAt).toBe(city.createdAt);
    });

    it('works out a looked-up name only when the document asks for it, as a join', async () => {
      await gql(`{ cities(filter: { name_contains: "Alpha" }) { nodes { id name } } }`);
      expect(listStatement('cities')).not.toContain('states');

      const data = await gql<{ cities: { nodes: { name: string; place: string }[] } }>(
        `{ cities(filter: { name_contains: "Alpha" }) { nodes { ...Place } } }
         fragment Place on City { name place: stateName }`,
      );
      expect(data.cities.nodes).toEqual([{ name: 'Alpha', place: 'Lookahead' }]);
      expect(listStatement('cities')).toMatch(/left join states \w+ on/);
      expect(listStatement('cities')).not.toContain('(select x.name from states');
    });

    it('skips a per-row count unless asked, and gives it when asked', async () => {
      await gql(`{ states(filter: { code: "LK" }) { nodes { name } } }`);
      expect(listStatement('states')).not.toContain('from cities');
      const data = await gql<{ states: { nodes: { cityCount: number }[] } }>(
        `query($skip: Boolean!) { states(filter: { code: "LK" }) { nodes { name @skip(if: $skip) cityCount } } }`,
        { skip: true },
      );
      expect(data.states.nodes).toEqual([{ cityCount: 2 }]);
      expect(listStatement('states')).toContain('from cities');
    });

    it('works the same document out again for other @include variables, and the same for a repeat', async () => {
      const query = `query($withState: Boolean!) {
        cities(filter: { name_contains: "Alpha" }) { nodes { name stateName @include(if: $withState) } }
      }`;
      const plain = await gql<{ cities: { nodes: Record<string, string>[] } }>(query, { withState: false });
      expect(plain.cities.nodes).toEqual([{ name: 'Alpha' }]);
      expect(listStatement('cities')).not.toContain('states');
      const full = await gql<{ cities: { nodes: Record<string, string>[] } }>(query, { withState: true });
      expect(full.cities.nodes).toEqual([{ name: 'Alpha', stateName: 'Lookahead' }]);
      expect(listStatement('cities')).toMatch(/left join states \w+ on/);

      const repeated = `{ cities(filter: { name_contains: "Alpha" }) { nodes { name stateName } } }`;
      for (let i = 0; i < 2; i += 1) {
        const data = await gql<{ cities: { nodes: Record<string, string>[] } }>(repeated);
        expect(data.cities.nodes).toEqual([{ name: 'Alpha', stateName: 'Lookahead' }]);
        expect(listStatement('cities')).toMatch(/left join states \w+ on/);
        expect(listStatement('cities')).not.toContain('t.created_at');
      }
    });

    it('keeps rows whose looked-up record is missing (an outer join)', async () => {
      const data = await gql<{ auditLog: { nodes: { entityId: string; actorEmail: string | null }[] } }>(
        `{ auditLog(filter: { entity: "probe" }) { nodes { entityId actorEmail } } }`,
      );
      expect(data.auditLog.nodes).toEqual([{ entityId: 'nobody', actorEmail: null }]);
    });

    it('still gives a single record every field', async () => {
      const list = await gql<{ cities: { nodes: { id: string }[] } }>(
        `{ cities(filter: { name_contains: "Beta" }) { nodes { id } } }`,
      );
      const data = await gql<{ city: { name: string; stateName: string } }>(
        `query($id: ID!) { city(id: $id) { name stateName } }`,
        { id: list.cities.nodes[0]!.id },
      );
      expect(data.city).toEqual({ name: 'Beta', stateName: 'Lookahead' });
    });
  });
}
