import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every versioned migration not yet recorded, each in its own transaction, in file-name order. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key, applied_at timestamptz not null default now())`);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).rows.map((r) => r.version),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      // A migration may rewrite a big table: the server's per-statement limit is for requests, not for it.
      await tx.query('set local statement_timeout = 0');
      // Several API processes may start at once on one PostgreSQL: only one migrates.
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(4242)');
      const again = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (again.rows.length > 0) return;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
    });
    ran.push(version);
  }
  return ran;
}
