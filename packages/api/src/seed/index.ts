import { readFileSync } from 'node:fs';
import { hashPassword } from '../auth/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { rebuildRollups } from '../reports/rollups.ts';

const DEMO_SQL = new URL('./demo.sql', import.meta.url);

export const DEMO_STAFF = [
  { email: 'admin@example.com', password: 'Admin123!', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  {
    email: 'support@example.com',
    password: 'Support123!',
    firstName: 'Sam',
    lastName: 'Support',
    role: 'support',
  },
] as const;

export async function createStaff(q: Queryable): Promise<void> {
  for (const staff of DEMO_STAFF) {
    await q.query(
      `insert into accounts (email, password_hash, first_name, last_name, role) values ($1, $2, $3, $4, $5)
       on conflict do nothing`,
      [staff.email, await hashPassword(staff.password), staff.firstName, staff.lastName, staff.role],
    );
  }
}

/** Loads the demo catalogue, customers, 20,000 orders, wallets and the two staff accounts in one transaction. */
export async function seedDemo(db: Database): Promise<{ ms: number }> {
  const started = Date.now();
  const sql = readFileSync(DEMO_SQL, 'utf8');
  await db.transaction(async (tx) => {
    // Row-by-row rollup upkeep would make the bulk load minutes long: skip it and rebuild once at the end.
    await tx.exec(`set local market.rollups = 'off'`);
    // The bulk load is one long statement list: no per-statement limit (the server's is for requests).
    await tx.exec('set local statement_timeout = 0');
    await tx.exec(sql);
    await createStaff(tx);
    await rebuildRollups(tx);
  });
  // Fresh statistics so the planner (and the list counts' estimates above 10,000 rows) see the real sizes.
  await db.transaction(async (tx) => {
    await tx.exec('set local statement_timeout = 0');
    await tx.exec('analyze');
  });
  return { ms: Date.now() - started };
}

export async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query('select 1 from accounts limit 1');
  return rows.length === 0;
}

/** First start on an empty embedded database gets demo data so the app has something to show. */
export async function seedIfEmpty(db: Database): Promise<{ ms: number } | null> {
  return (await isEmpty(db)) ? seedDemo(db) : null;
}

/** Empties every table (keeping the schema) so `seed --reset` starts clean. */
export async function resetData(db: Database): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`,
  );
  await db.exec(`truncate ${rows.map((r) => r.tablename).join(', ')} restart identity cascade`);
}
