import type { Database, Queryable } from '../db/index.ts';

/**
 * Recomputes every rollup table from the base tables (`rollups_rebuild()`, last in migration 028), in the
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
 * year and dashboard day rows), and writes to their orders keep those rollups again; the seal folds the buffers
 * first (028). True when the date moved. Cheap when it has not: the date is compared before the seal's lock is
 * taken.
 */
export async function sealRollups(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ moved: boolean }>(
    `select case when before < market_day(now()) then rollups_seal(market_day(now())) else false end as moved
     from rollup_seal`,
  );
  return rows[0]?.moved === true;
}

/** How long a fold waits on a rollup row before it gives up (see `foldRollupBuffer`). */
export const FOLD_LOCK_TIMEOUT = '200ms';

/**
 * Moves the rows that writes to open days buffered (migration 028) into the three day rollups; returns how many
 * order rows it moved. Readers add the buffers, so a fold changes no figure: it keeps the buffers short.
 *
 * Only folds write the open days' rows of the day rollups, in key order. Still, a fold gives up after
 * `FOLD_LOCK_TIMEOUT` rather than wait on a lock someone else holds (a rebuild's tables, a row updated by hand):
 * it never queues writes behind it, nor meets a deadlock. Rows not folded stay in the buffers for the next fold.
 */
export async function foldRollupBuffer(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`set local lock_timeout = '${FOLD_LOCK_TIMEOUT}'`);
    const { rows } = await tx.query<{ moved: string | number }>('select rollup_buffer_fold() as moved');
    return Number(rows[0]!.moved);
  });
}

/**
 * How often a process that runs jobs folds the buffers and checks the seal: readers read at most this long
 * of buffered writes beside the rollups, and the open days are today's and at most this long of yesterday's.
 */
export const UPKEEP_EVERY_MS = 5_000;

/** `lock_not_available`: the fold gave up waiting on a row (its lock timeout); the next beat folds again. */
const gaveUp = (error: unknown) => (error as { code?: unknown } | null)?.code === '55P03';

/**
 * Folds and seals now and every `everyMs` (in processes that run jobs; several processes may: folds take
 * disjoint rows, and the seal's lock orders seals). A plain timer rather than a pg-boss schedule: both are
 * idempotent and take milliseconds, so a missed or doubled beat costs nothing, while pg-boss's cron would add
 * its scheduler to every process.
 */
export function startRollupUpkeep(
  db: Database,
  onError: (error: unknown) => void,
  everyMs = UPKEEP_EVERY_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const beat = () => {
    running ??= foldRollupBuffer(db)
      .catch((error: unknown) => {
        if (!gaveUp(error)) throw error;
      })
      .then(() => sealRollups(db))
      .then(() => undefined, onError)
      .finally(() => (running = null));
  };
  const timer = setInterval(beat, everyMs);
  timer.unref();
  beat();
  // Stopping waits for a beat under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
