import type { Database } from '../db/index.ts';

const BATCH = 250_000;

/**
 * Grows the customers table to `target` rows for benchmarks (the plan check and record search read a
 * million of them), generated in SQL. Names are drawn from a few hundred made-up given and family names
 * (letters only), so a search matches thousands of rows as it would on a real marketplace; emails and phones are unique.
 * Run after seedScale (it needs the demo's customer groups); the report rollups are rebuilt by the caller.
 */
export async function seedScaleCustomers(
  db: Database,
  target: number,
  log: (message: string) => void = () => undefined,
): Promise<{ inserted: number; total: number }> {
  if (db.kind !== 'postgres') throw new Error('seed:scale is meant for a PostgreSQL server (DATABASE_URL)');
  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int8 as n from customers')).rows[0]?.n ?? 0;
  const start = await count();
  let inserted = 0;
  while (start + inserted < target) {
    const rows = Math.min(BATCH, target - start - inserted);
    await db.transaction(async (tx) => {
      await tx.exec(`set local market.rollups = 'off'`);
      await tx.exec(`do $$ begin set local session_replication_role = replica;
        exception when insufficient_privilege then null; end $$`);
      await tx.query(
        `with g as (select array_agg(id order by id) ids from customer_groups)
         insert into customers (name, email, phone, group_id, created_at)
         select initcap(given.w) || ' ' || initcap(family.w),
                'scale' || i || '@customers.example',
                '+9665' || lpad((i % 100000000)::text, 8, '0'),
                g.ids[1 + i % greatest(cardinality(g.ids), 1)],
                now() - make_interval(secs => (i * 7919 % 31536000))
         from generate_series($1::int8 + 1, $1::int8 + $2::int8) i
         cross join g
         cross join lateral (select translate(md5('g' || (i % 397)), '0123456789', 'lmnoprstuv') w) given0
         cross join lateral (select substr(given0.w, 1, (4 + i % 5)::int) w) given
         cross join lateral (select substr(translate(md5('f' || (i % 613)), '0123456789', 'lmnoprstuv'), 1, (5 + i % 4)::int) w) family`,
        [start + inserted, rows],
      );
    });
    inserted += rows;
    log(`inserted ${inserted.toLocaleString('en')} of ${(target - start).toLocaleString('en')} customers`);
  }
  return { inserted, total: start + inserted };
}
