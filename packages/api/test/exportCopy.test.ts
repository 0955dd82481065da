import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database, type Queryable } from '../src/db/index.ts';
import { CrlfRecords, inlineParams } from '../src/jobs/exportCopy.ts';
import { exportJob } from '../src/jobs/exportJob.ts';
import { csvRecords } from '../src/csv/writer.ts';
import { DATABASES, freshDatabase } from './helpers.ts';
import { runJob } from './jobContext.ts';

/** Pushes `input` through CrlfRecords split at every position in turn: the output must not depend on it. */
async function crlf(input: string, splitAt?: number): Promise<{ text: string; records: number }> {
  const transform = new CrlfRecords();
  const bytes = Buffer.from(input);
  const parts = splitAt === undefined ? [bytes] : [bytes.subarray(0, splitAt), bytes.subarray(splitAt)];
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  for (const part of parts) transform.write(part);
  transform.end();
  await new Promise((resolve) => transform.on('end', resolve));
  return { text: Buffer.concat(out).toString(), records: transform.records };
}

describe('COPY export helpers', () => {
  it('ends records with CRLF but leaves a line break inside quotes as it is, wherever chunks split', async () => {
    const copy = 'a,"x\ny",b\n"q""\n""",,\nplain,"",z\n';
    const expected = 'a,"x\ny",b\r\n"q""\n""",,\r\nplain,"",z\r\n';
    for (let at = 0; at <= copy.length; at += 1) {
      expect(await crlf(copy, at)).toEqual({ text: expected, records: 3 });
    }
    // The writer's own records, ended LF instead, come back as the writer wrote them.
    const rows = [
      ['=1', 'a\r\nb', '"', ''],
      ['x', 'y\nz', 'w,v', 'عربي'],
      ['\r', '\n', '""', ','],
    ];
    const record = (row: string[]) => csvRecords([row], [0, 1, 2, 3], (r, i) => r[i] ?? '');
    const written = rows.map(record).join('');
    const endedLf = rows.map((row) => `${record(row).slice(0, -2)}\n`).join('');
    for (let at = 0; at <= endedLf.length; at += 7) {
      expect(await crlf(endedLf, at)).toEqual({ text: written, records: 3 });
    }
  });

  it('inlines parameters as literals, quoted by pg', () => {
    expect(
      inlineParams('a = $1 and b = $2::int and c = any($3::uuid[]) and d = $10', [
        "it's \\ here",
        12,
        ['00000000-0000-4000-8000-000000000001', 'x"y'],
        null,
        null,
        null,
        null,
        null,
        null,
        true,
      ]),
    ).toBe(
      `a =  E'it''s \\\\ here' and b = 12::int and c = any( E'{"00000000-0000-4000-8000-000000000001","x\\\\"y"}'::uuid[]) and d = true`,
    );
    expect(() => inlineParams('a = $2', [1])).toThrow();
  });
});

/** The database without COPY: the export takes its cursor path. */
function withoutCopy(db: Database): Database {
  const plain = (tx: Queryable): Queryable => ({
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
  });
  return { ...db, transaction: (work) => db.transaction((tx) => work(plain(tx))) };
}

/** The database, counting the COPY statements its transactions start. */
function countingCopies(db: Database): { db: Database; copies: string[] } {
  const copies: string[] = [];
  const watched = (tx: Queryable): Queryable => ({
    ...tx,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    ...(tx.copyOut
      ? {
          copyOut: (sql: string) => {
            copies.push(sql);
            return tx.copyOut!(sql);
          },
        }
      : {}),
  });
  return { db: { ...db, transaction: (work) => db.transaction((tx) => work(watched(tx))) }, copies };
}

const TEXTS = [
  '=SUM(A1)',
  '+1',
  '-minus',
  '@at',
  '\tTab',
  '\rCR',
  'a,"b"',
  'line1\nline2',
  'crlf\r\nx',
  '',
  '"',
  'عربي',
  'back\\slash',
  "it's",
  '  padded  ',
  'plain',
];

for (const target of DATABASES.filter((d) => d.url)) {
  describe(`export job through COPY (${target.name})`, { timeout: 60_000 }, () => {
    let db: Database;
    beforeAll(async () => {
      db = await freshDatabase(target.url);
      await migrate(db);
      await db.exec(`
        insert into currencies (name, code, decimal_places, is_default) values ('US Dollar', 'USD', 2, true);
        insert into merchants (legal_name, contact_name, email) values ('M "one", =x', 'M', 'm@example.com');
        insert into store_types (name, slug) values ('T', 't');
        insert into stores (merchant_id, store_type_id, name, slug)
          select m.id, t.id, '@Store, "quoted"', 's' from merchants m, store_types t;
        insert into categories (name, slug) values ('-Cat', 'c');`);
      // Every tricky text as a name and a description, with and without a category, various timestamps.
      await db.query(
        `insert into products (store_id, category_id, name, sku, description, image, price, compare_at_price,
                               stock, is_available, created_at, updated_at)
         select s.id, case when i % 2 = 0 then c.id end, n, 'SKU-' || i, case when i % 3 = 0 then null else n end,
                case when i % 4 = 0 then '' end, i * 1234567, case when i % 2 = 0 then i * 1234567 + 1 end, i,
                i % 3 <> 0,
                (array['2026-01-02 03:04:05.678901+00', '2026-01-02 03:04:05+00', '1999-12-31 23:59:59.999999+00',
                       '0099-01-01 00:00:00.5+00', '2026-06-30 22:15:00.001+02'])[1 + i % 5]::timestamptz,
                now()
           from unnest($1::text[]) with ordinality v(n, i), stores s, categories c`,
        [TEXTS],
      );
    });
    afterAll(async () => {
      await db?.close();
    });

    const cases: [string, Record<string, unknown>, number][] = [
      ['every row', { entity: 'products' }, 1],
      [
        'a filter with a quote, a backslash and a range',
        {
          entity: 'products',
          filter: { name_contains: "it's", price_gte: 1 },
        },
        1,
      ],
      [
        'a flag, a computed filter and a sort',
        {
          entity: 'products',
          filter: { isAvailable: true, lowStock: true },
          sort: { field: 'price', direction: 'DESC' },
        },
        1,
      ],
      // A column COPY cannot write as the writer does (stores: float coordinates): the cursor path.
      ['a list it leaves to the cursor', { entity: 'stores' }, 0],
    ];
    for (const [name, params, copies] of cases) {
      it(`writes the same bytes as the cursor path: ${name}`, async () => {
        const counted = countingCopies(db);
        const viaCopy = await runJob(exportJob, counted.db, params);
        const viaCursor = await runJob(exportJob, withoutCopy(db), params);
        expect(viaCopy.error).toBeUndefined();
        expect(viaCursor.error).toBeUndefined();
        expect(counted.copies).toHaveLength(copies);
        const copied = viaCopy.ctx.fileText();
        expect(copied).not.toBeNull();
        expect(copied).toBe(viaCursor.ctx.fileText());
        expect(viaCopy.outcome?.summary).toEqual(viaCursor.outcome?.summary);
        viaCopy.ctx.cleanup();
        viaCursor.ctx.cleanup();
      });
    }

    it('writes the same bytes as the cursor path: an id list', async () => {
      const { rows } = await db.query<{ id: string }>('select id from products order by sku limit 5');
      const params = { entity: 'products', filter: { id_in: rows.map((r) => r.id) } };
      const viaCopy = await runJob(exportJob, db, params);
      const viaCursor = await runJob(exportJob, withoutCopy(db), params);
      expect(viaCopy.outcome?.summary).toMatchObject({ rows: 5 });
      expect(viaCopy.ctx.fileText()).toBe(viaCursor.ctx.fileText());
      viaCopy.ctx.cleanup();
      viaCursor.ctx.cleanup();
    });

    it('fails when the statement fails mid-stream, and the connection is usable again', async () => {
      // The export's COPY replaced by one that breaks after 50,000 rows (many chunks already written).
      const failing: Database = {
        ...db,
        transaction: (work) =>
          db.transaction((tx) =>
            work({
              ...tx,
              query: (sql, params) => tx.query(sql, params),
              exec: (sql) => tx.exec(sql),
              copyOut: () =>
                tx.copyOut!(
                  `copy (select case when n < 50000 then repeat('x', 50) else (1 / (n - n))::text end
                           from generate_series(1, 100000) n) to stdout with (format csv)`,
                ),
            }),
          ),
      };
      const { ctx, error } = await runJob(exportJob, failing, { entity: 'products' });
      expect((error as { code?: string }).code).toBe('22012');
      expect(ctx.files.every((f) => !f.finished)).toBe(true);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from products');
      expect(rows[0]?.n).toBe(TEXTS.length);
      ctx.cleanup();
    });

    it('stops a COPY still sending at a cancel, and the connection is usable again', async () => {
      // A COPY of 100,000,000 rows, streamed (no set materialised first): the cancel stops it on the server
      // (pg_cancel_backend) within moments.
      const endless: Database = {
        ...db,
        transaction: (work) =>
          db.transaction((tx) =>
            work({
              ...tx,
              query: (sql, params) => tx.query(sql, params),
              exec: (sql) => tx.exec(sql),
              copyOut: () =>
                tx.copyOut!(
                  `copy (select repeat('x', 100) from generate_series(1, 100000) a, generate_series(1, 1000) b)
                   to stdout with (format csv)`,
                ),
            }),
          ),
      };
      const started = Date.now();
      const { ctx, error } = await runJob(exportJob, endless, { entity: 'products' }, { cancelAfter: 5 });
      expect((error as Error).name).toBe('JobCancelled');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(ctx.files.every((f) => !f.finished)).toBe(true);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from products');
      expect(rows[0]?.n).toBe(TEXTS.length);
      ctx.cleanup();
    });

    it('stops at a cancel, writes no file and leaves the connection usable', async () => {
      const { ctx, error } = await runJob(exportJob, db, { entity: 'products' }, { cancelAfter: 2 });
      expect((error as Error).name).toBe('JobCancelled');
      expect(ctx.files.every((f) => !f.finished)).toBe(true);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from products');
      expect(rows[0]?.n).toBe(TEXTS.length);
      ctx.cleanup();
    });
  });
}
