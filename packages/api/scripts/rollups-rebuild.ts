import { join } from 'node:path';
import { configFromEnv } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import { rebuildRollups } from '../src/reports/rollups.ts';

// pnpm rollups:rebuild: recomputes every report rollup from the base tables, in DATABASE_URL or the embedded
// database in DATA_DIR, in one transaction (reports keep answering from the old rows until it commits).
const config = configFromEnv();
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
});
await migrate(db);
const { ms } = await db.transaction((tx) => rebuildRollups(tx));
const { rows } = await db.query<{ n: number }>('select count(*)::int8 as n from rollup_orders');
console.log(
  `rollups rebuilt on ${db.kind} in ${(ms / 1000).toFixed(1)} s (${rows[0]?.n ?? 0} order rollup rows)`,
);
await db.close();
