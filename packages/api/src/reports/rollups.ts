import type { Queryable } from '../db/index.ts';

/**
 * Recomputes every rollup table from the base tables (`rollups_rebuild()`, last in migration 027), in the
 * caller's transaction when it has one. Triggers keep the rollups current on every write; this is for bulk
 * loads that skip them (`market.rollups = 'off'`) and for checking. It seals the days before today.
 */
export async function rebuildRollups(db: Queryable): Promise<{ ms: number }> {
  const started = Date.now();
  await db.query('select rollups_rebuild()');
  return { ms: Date.now() - started };
}

/**
 * Seals the days before the marketplace's today (migration 027): their rows join the derived rollups (month,
 * year and dashboard day rows), and writes to their orders keep those rollups again. True when the date moved. Cheap when it has not: the date
 * is compared before the seal's lock is taken.
 */
export async function sealRollups(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ moved: boolean }>(
    `select case when before < market_day(now()) then rollups_seal(market_day(now())) else false end as moved
     from rollup_seal`,
  );
  return rows[0]?.moved === true;
}

/** How often a process that runs jobs seals: the open days are today's and at most this long of yesterday's. */
export const SEAL_EVERY_MS = 5 * 60_000;

/**
 * Seals now and every `everyMs` (in processes that run jobs; several processes may, the seal's lock orders
 * them). A plain timer rather than a pg-boss schedule: the seal is idempotent and takes milliseconds, so a
 * missed or doubled beat costs nothing, while pg-boss's cron would add its scheduler to every process.
 */
export function startRollupSealing(
  db: Queryable,
  onError: (error: unknown) => void,
  everyMs = SEAL_EVERY_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const beat = () => {
    running ??= sealRollups(db)
      .then(() => undefined, onError)
      .finally(() => (running = null));
  };
  const timer = setInterval(beat, everyMs);
  timer.unref();
  beat();
  // Stopping waits for a seal under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
