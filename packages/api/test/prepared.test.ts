import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { ResourceStore } from '../src/resources/store.ts';
import { resourceSpec } from '../src/resources/specs/index.ts';
import { DATABASES, freshDatabase } from './helpers.ts';

// `prepared: true` keeps a statement prepared on its connection, so PostgreSQL plans it once per connection
// rather than on every call (issue 17: a row read with six looked-up names spent 0.9 ms planning, 0.1 ms
// running). PGlite ignores the option.
for (const target of DATABASES) {
  describe(`prepared statements on ${target.name}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await freshDatabase(target.url);
    });
    afterAll(() => db.close());

    it('answers with the values of each call, prepared or not', async () => {
      await db.transaction(async (tx) => {
        const sql = 'select $1::int8 * 2 as n';
        expect((await tx.query<{ n: number }>(sql, [2], { prepared: true })).rows).toEqual([{ n: 4 }]);
        expect((await tx.query<{ n: number }>(sql, [5], { prepared: true })).rows).toEqual([{ n: 10 }]);
        expect((await tx.query<{ n: number }>(sql, [7])).rows).toEqual([{ n: 14 }]);
      });
    });
  });
}

const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)('prepared statements on the PostgreSQL connection', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase(pgUrl);
    await migrate(db);
  });
  afterAll(() => db.close());

  /** How many statements prepared on the transaction's connection have a text starting with `start`. */
  const preparedLike = async (tx: Queryable, start: string) =>
    (
      await tx.query<{ n: number }>(
        'select count(*)::int8 as n from pg_prepared_statements where starts_with(statement, $1)',
        [start],
      )
    ).rows[0]!.n;

  it('keeps a prepared statement on the connection, once, and leaves the others unprepared', async () => {
    await db.transaction(async (tx) => {
      await tx.query('select $1::int8 + 1 as kept', [1], { prepared: true });
      await tx.query('select $1::int8 + 1 as kept', [2], { prepared: true });
      await tx.query('select $1::int8 + 1 as planned_each_time', [3]);
      expect(await preparedLike(tx, 'select $1::int8 + 1 as kept')).toBe(1);
      expect(await preparedLike(tx, 'select $1::int8 + 1 as planned_each_time')).toBe(0);
    });
  });

  it('reads a resource row by id through a prepared statement', async () => {
    const store = new ResourceStore(db, { maxOffset: 10_000 });
    await db.transaction(async (tx) => {
      expect(await store.get(resourceSpec('Order'), '00000000-0000-4000-8000-000000000000', tx)).toBeNull();
      expect(await preparedLike(tx, 'select t.id as "id"')).toBe(1);
    });
  });
});
