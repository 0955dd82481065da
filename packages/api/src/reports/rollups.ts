import type { Queryable } from '../db/index.ts';

/**
 * Recomputes every rollup table from the base tables (`rollups_rebuild()` in migration 011), in the
 * caller's transaction when it has one. Triggers keep the rollups current on every write; this is for bulk
 * loads that skip them (`market.rollups = 'off'`) and for checking.
 */
export async function rebuildRollups(db: Queryable): Promise<{ ms: number }> {
  const started = Date.now();
  await db.query('select rollups_rebuild()');
  return { ms: Date.now() - started };
}
