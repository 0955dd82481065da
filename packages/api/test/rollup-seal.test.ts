import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldRollupBuffer, sealRollups, startRollupUpkeep } from '../src/reports/rollups.ts';
import type { Queryable } from '../src/db/index.ts';
import { DATABASES, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

/**
 * Migration 027: the derived rollups (month, year, dashboard days) hold the days before `rollup_seal.before`;
 * writes to orders on later (open) days keep only the three day rollups they sum, and the seal adds those
 * days' rows when it moves. Migration 028: those writes go to buffers, which a fold moves into the three day
 * rollups. The exactness property test moves the date and folds between random writes; these tests cover
 * what it cannot: the server sealing and folding, and a seal or a fold meeting a write that has not committed.
 */

const before = async (s: TestServer) =>
  (
    await s.app.db.query<{ before: string; today: string }>(
      `select to_char(before, 'YYYY-MM-DD') as before, to_char(market_day(now()), 'YYYY-MM-DD') as today
       from rollup_seal`,
    )
  ).rows[0]!;

/** Rows of the month and year rollups that differ from their base views (zero rows count for nothing). */
async function periodDifferences(s: TestServer): Promise<number> {
  let differences = 0;
  for (const t of ['orders_month', 'customer_orders_month', 'customer_orders_year', 'order_products_month']) {
    const measures = t.startsWith('order_products') ? ['lines', 'qty', 'total'] : ['orders', 'grand_total'];
    const nonzero = (source: string) =>
      `select * from ${source} where ${measures.map((m) => `${m} <> 0`).join(' or ')}`;
    const { rows } = await s.app.db.query<{ n: number }>(
      `select count(*)::int as n from ((${nonzero(`rollup_${t}`)} except ${nonzero(`base_rollup_${t}`)})
         union all (${nonzero(`base_rollup_${t}`)} except ${nonzero(`rollup_${t}`)})) x`,
    );
    differences += Number(rows[0]!.n);
  }
  return differences;
}

/** Rows of the three day rollups, read as reports read them (with their buffers), that differ from the base views. */
async function dayDifferences(s: TestServer): Promise<number> {
  let differences = 0;
  for (const [t, keys, measures] of [
    ['orders', 'day, store_id, status, payment_status, currency_code', ['orders', 'items', 'grand_total']],
    ['customer_orders', 'day, customer_id, status, currency_code', ['orders', 'items', 'grand_total']],
    ['order_products', 'day, product_id, store_id, status, currency_code', ['lines', 'qty', 'total']],
  ] as const) {
    const summed = (source: string) =>
      `select ${keys}, ${measures.map((m) => `sum(${m})::bigint as ${m}`).join(', ')} from ${source}
       group by ${keys} having ${measures.map((m) => `sum(${m}) <> 0`).join(' or ')}`;
    const { rows } = await s.app.db.query<{ n: number }>(
      `select count(*)::int as n from ((${summed(`rollup_${t}_live`)} except ${summed(`base_rollup_${t}`)})
         union all (${summed(`base_rollup_${t}`)} except ${summed(`rollup_${t}_live`)})) x`,
    );
    differences += Number(rows[0]!.n);
  }
  return differences;
}

const buffered = async (s: TestServer) =>
  Number(
    (
      await s.app.db.query<{ n: number }>(
        `select (select count(*) from rollup_order_buffer) + (select count(*) from rollup_order_line_buffer) as n`,
      )
    ).rows[0]!.n,
  );

/**
 * Runs `work` in a transaction of its own and keeps that open, its locks held, until `release()`: resolves
 * once `work` has run. `done` settles with the transaction.
 */
async function heldOpen(s: TestServer, work: (tx: Queryable) => Promise<unknown>) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let ran!: () => void;
  const ready = new Promise<void>((r) => (ran = r));
  const done = s.app.db.transaction(async (tx) => {
    await work(tx);
    ran();
    await held;
  });
  await Promise.race([ready, done]);
  return { release, done };
}

/** A one-line order placed now (lines first, as placeOrder writes them), in the given transaction. */
const PLACE = `
  with i as (
    insert into order_items (order_id, product_id, name, unit_price, qty, line_total)
    select $1, p.id, 'Seal test', 500, 1, 500 from products p limit 1
  )
  select 1`;
const ORDER = `
  insert into orders (id, order_no, customer_id, store_id, merchant_id, status, currency_code, subtotal, grand_total)
  select $1, $2, c.id, s.id, s.merchant_id, 'pending', s.currency_code, 500, 500
  from customers c, stores s limit 1`;

for (const target of DATABASES) {
  describe(`sealing the month and year rollups, folding the buffers, on ${target.name}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startTestServer(target.url);
      await s.app.db.exec(`
        insert into currencies (name, code, is_default) values ('US Dollar', 'USD', true);
        insert into order_statuses (code, name, sort, outcome) values ('pending', 'Pending', 1, null);
        insert into merchants (legal_name, contact_name, email) values ('Acme', 'Ann', 'acme@example.com');
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, name, slug, currency_code)
        select m.id, t.id, 'Acme', 'acme', 'USD' from merchants m, store_types t;
        insert into products (store_id, name, sku, price) select id, 'Tea', 'TEA', 500 from stores;
        insert into customers (name, email) values ('Cy', 'cy@example.com');`);
    });
    afterAll(() => stopTestServer(s));

    it('seals the days before today, forward only, and again when the server starts sealing', async () => {
      const { today } = await before(s);
      expect((await before(s)).before).toBe(today);
      expect(await sealRollups(s.app.db)).toBe(false);

      // Today's order is on an open day: its month and year rows come with the seal.
      const id = crypto.randomUUID();
      await s.app.db.transaction(async (tx) => {
        await tx.query(PLACE, [id]);
        await tx.query(ORDER, [id, `SEAL-${id}`]);
      });
      const monthOrders = () =>
        s.app.db
          .query<{ n: number }>('select coalesce(sum(orders), 0)::int as n from rollup_orders_month')
          .then((r) => Number(r.rows[0]!.n));
      expect(await monthOrders()).toBe(0);
      expect(await periodDifferences(s)).toBe(0);

      // Sealed through tomorrow (as tomorrow's seal would): today's rows join the month rows.
      await s.app.db.query(`select rollups_seal(market_day(now()) + 1)`);
      expect(await monthOrders()).toBe(1);
      expect(await periodDifferences(s)).toBe(0);
      // The server's seal does not move the date back to today.
      expect(await sealRollups(s.app.db)).toBe(false);

      // Moved back three days: the server's timer brings it to today as soon as it starts.
      await s.app.db.query(`select rollups_seal(market_day(now()) - 3)`);
      expect(await monthOrders()).toBe(0);
      const errors: unknown[] = [];
      const stop = startRollupUpkeep(s.app.db, (e) => errors.push(e), 60_000);
      for (let i = 0; i < 100 && (await before(s)).before !== today; i++)
        await new Promise((r) => setTimeout(r, 20));
      await stop();
      expect(errors).toEqual([]);
      expect((await before(s)).before).toBe(today);
      expect(await periodDifferences(s)).toBe(0);
    });

    // Two connections at once: PGlite has one.
    if (target.url)
      it('waits for a write to an open day that has not committed before it seals that day', async () => {
        const { today } = await before(s);
        const id = crypto.randomUUID();
        const writer = await heldOpen(s, async (tx) => {
          await tx.query(PLACE, [id]);
          await tx.query(ORDER, [id, `SEAL-${id}`]); // its rollup upkeep read the date (today is open) and holds the lock
        });
        let sealed = false;
        const seal = s.app.db.query(`select rollups_seal(market_day(now()) + 1)`).then(() => (sealed = true));
        // The seal waits on the advisory lock while the write is open.
        let waiting = 0;
        for (let i = 0; i < 100 && waiting === 0; i++) {
          waiting = Number(
            (
              await s.app.db.query<{ n: number }>(
                `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
              )
            ).rows[0]!.n,
          );
          if (waiting === 0) await new Promise((r) => setTimeout(r, 20));
        }
        expect(waiting).toBe(1);
        expect(sealed).toBe(false);
        writer.release();
        await writer.done;
        await seal;
        // The seal saw the order once it committed: the month rows hold it, as the base tables say.
        expect(await periodDifferences(s)).toBe(0);
        await s.app.db.query('select rollups_seal($1::date)', [today]);
        expect(await periodDifferences(s)).toBe(0);
      });

    it("folds today's buffered writes into the day rollups, when the server beats and when the seal moves", async () => {
      await s.app.db.query('select rollup_buffer_fold()');
      const id = crypto.randomUUID();
      await s.app.db.transaction(async (tx) => {
        await tx.query(PLACE, [id]);
        await tx.query(ORDER, [id, `FOLD-${id}`]);
      });
      // One order row and one line row wait in the buffers; reports already count them.
      expect(await buffered(s)).toBe(2);
      expect(await dayDifferences(s)).toBe(0);
      const errors: unknown[] = [];
      const stop = startRollupUpkeep(s.app.db, (e) => errors.push(e), 60_000);
      for (let i = 0; i < 100 && (await buffered(s)) > 0; i++) await new Promise((r) => setTimeout(r, 20));
      await stop();
      expect(errors).toEqual([]);
      expect(await buffered(s)).toBe(0);
      expect(await dayDifferences(s)).toBe(0);

      // A status change is buffered too (old row out, new row in); the seal folds before it seals.
      await s.app.db
        .exec(`insert into order_statuses (code, name, sort, outcome) values ('done', 'Done', 2, 'delivered')
                           on conflict do nothing`);
      await s.app.db.query(`update orders set status = 'done' where id = $1`, [id]);
      expect(await buffered(s)).toBe(4);
      const { today } = await before(s);
      await s.app.db.query(`select rollups_seal(market_day(now()) + 1)`);
      expect(await buffered(s)).toBe(0);
      expect(await dayDifferences(s)).toBe(0);
      expect(await periodDifferences(s)).toBe(0);
      await s.app.db.query('select rollups_seal($1::date)', [today]);
      expect(await periodDifferences(s)).toBe(0);
    });

    // Two connections at once: PGlite has one.
    if (target.url)
      it('folds only committed writes, and gives up rather than wait on a rollup row someone holds', async () => {
        await foldRollupBuffer(s.app.db);
        const id = crypto.randomUUID();
        const writer = await heldOpen(s, async (tx) => {
          await tx.query(PLACE, [id]);
          await tx.query(ORDER, [id, `FOLD-${id}`]);
        });
        // The open write's rows are not the fold's to move.
        expect(await foldRollupBuffer(s.app.db)).toBe(0);
        writer.release();
        await writer.done;
        expect(await foldRollupBuffer(s.app.db)).toBe(1);
        expect(await dayDifferences(s)).toBe(0);

        // Someone holding today's rollup_orders row (a row updated by hand): the fold gives up after its lock
        // timeout, leaves its rows buffered, and the beat says nothing.
        const again = crypto.randomUUID();
        await s.app.db.transaction(async (tx) => {
          await tx.query(PLACE, [again]);
          await tx.query(ORDER, [again, `FOLD-${again}`]);
        });
        const holder = await heldOpen(s, (tx) =>
          tx.query(`select 1 from rollup_orders where day = market_day(now()) for update`),
        );
        await expect(foldRollupBuffer(s.app.db)).rejects.toMatchObject({ code: '55P03' });
        expect(await buffered(s)).toBe(2);
        const errors: unknown[] = [];
        const stop = startRollupUpkeep(s.app.db, (e) => errors.push(e), 60_000);
        await stop();
        expect(errors).toEqual([]);
        expect(await buffered(s)).toBe(2);
        holder.release();
        await holder.done;
        expect(await foldRollupBuffer(s.app.db)).toBe(1);
        expect(await buffered(s)).toBe(0);
        expect(await dayDifferences(s)).toBe(0);
      });
  });
}
