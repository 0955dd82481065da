import type { Database } from '../db/index.ts';
import { isEmpty, seedDemo } from './index.ts';
import { rebuildRollups } from '../reports/rollups.ts';

export interface ScaleSeedResult {
  inserted: number;
  total: number;
  ms: number;
}

/** Rows per INSERT … SELECT: large enough to be set-based, small enough to report progress. */
const BATCH = 250_000;

/**
 * Grows the orders table to `target` rows for benchmarks, on top of the demo data (seeded first when the
 * database is empty), then rebuilds the report rollups. Rows are generated in SQL with generate_series so a million take minutes, not hours;
 * they reference the demo's stores, customers and methods, are spread over twelve months and, like the demo,
 * are mostly finished when older than two days. Each order has one line (the report benchmarks group by product).
 */
export async function seedScale(
  db: Database,
  target: number,
  log: (message: string) => void = () => undefined,
): Promise<ScaleSeedResult> {
  if (db.kind !== 'postgres') throw new Error('seed:scale is meant for a PostgreSQL server (DATABASE_URL)');
  const started = Date.now();
  if (await isEmpty(db)) {
    const demo = await seedDemo(db);
    log(`demo data seeded in ${demo.ms} ms`);
  }
  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n ?? 0;
  let total = await count();
  const wanted = target - total;
  let inserted = 0;
  while (inserted < wanted) {
    const rows = Math.min(BATCH, wanted - inserted);
    await db.transaction(async (tx) => {
      // Every referenced id is read from the demo rows themselves, so the foreign keys are known to hold
      // and their per-row checks can be skipped (superuser-only; ignored, checks run, when not allowed).
      // Rollups are rebuilt once at the end rather than row by row (replica mode skips triggers too, when allowed).
      await tx.exec(`set local market.rollups = 'off'`);
      await tx.exec(`do $$ begin set local session_replication_role = replica;
        exception when insufficient_privilege then null; end $$`);
      await tx.query(
        `with
          st as (select array_agg(id order by id) ids, array_agg(merchant_id order by id) merchants from stores),
          cu as (select array_agg(id order by id) ids from customers),
          pm as (select array_agg(id order by sort) ids from payment_methods),
          dm as (select array_agg(id order by sort) ids from delivery_methods),
          pr as (select array_agg(id order by id) ids, array_agg(name order by id) names from products),
          base as (
            select i, random() r1, random() r2,
                   now() - make_interval(secs => power(random(), 1.3) * 365 * 86400) placed_at,
                   (300 + (i * 977) % 4500) * (1 + i % 3) subtotal,
                   case when i % 3 = 2 then 0 else 299 + (i % 2) * 300 end delivery
            from generate_series($1::int8 + 1, $1::int8 + $2::int8) i)
        , placed as (insert into orders (order_no, customer_id, store_id, merchant_id, payment_method_id, delivery_method_id,
          delivery_date, timeslot, status, payment_status, subtotal, delivery_charges, discount, grand_total,
          placed_at, created_at)
        select 'ORD-' || (1000000 + b.i), cu.ids[1 + (b.i * 7919) % cardinality(cu.ids)],
               st.ids[1 + (b.i * 31) % cardinality(st.ids)], st.merchants[1 + (b.i * 31) % cardinality(st.ids)],
               pm.ids[1 + b.i % cardinality(pm.ids)], dm.ids[1 + b.i % cardinality(dm.ids)],
               (b.placed_at + interval '1 day')::date, (array['09:00-12:00', '12:00-15:00', '17:00-20:00'])[1 + b.i % 3],
               s.status,
               case s.status when 'pending' then 1 when 'cancelled' then 4 when 'confirmed' then 2 else 3 end,
               b.subtotal, b.delivery, b.subtotal / 10 * (b.i % 10 = 0)::int,
               b.subtotal + b.delivery - b.subtotal / 10 * (b.i % 10 = 0)::int, b.placed_at, b.placed_at
        from base b cross join st cross join cu cross join pm cross join dm
        cross join lateral (select case
          when b.placed_at > now() - interval '2 days' then
            (array['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled', 'refunded'])[1 + floor(b.r1 * 8)::int]
          else (array['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled', 'refunded'])[1 + floor(b.r1 * 8)::int]
          end status) s
        returning id, subtotal, placed_at, (substr(order_no, 5)::int8) i)
        -- One line per order (subtotal = unit price × quantity), so product reports have figures at scale.
        insert into order_items (order_id, product_id, name, unit_price, qty, line_total, created_at, updated_at)
        select p.id, pr.ids[1 + (p.i * 13) % cardinality(pr.ids)], pr.names[1 + (p.i * 13) % cardinality(pr.ids)],
               p.subtotal / (1 + (p.i - 1000000) % 3), 1 + (p.i - 1000000) % 3, p.subtotal, p.placed_at, p.placed_at
        from placed p cross join pr`,
        [total + inserted, rows],
      );
    });
    inserted += rows;
    log(`inserted ${inserted.toLocaleString('en')} of ${wanted.toLocaleString('en')} orders`);
  }
  // Order numbers placed after the bulk load continue above the generated ones.
  await db.query(
    `select setval('order_no_seq', greatest((select last_value from order_no_seq), 1000000 + $1::int8 + 1))`,
    [total + inserted],
  );
  // The bulk load ran without triggers (replica mode): recompute the report rollups from the base tables.
  const rollups = await db.transaction((tx) => rebuildRollups(tx));
  log(`report rollups rebuilt in ${rollups.ms} ms`);
  // Fresh statistics so plans and the list's estimated totals match the new size.
  await db.exec('analyze');
  total = await count();
  return { inserted: Math.max(0, inserted), total, ms: Date.now() - started };
}
