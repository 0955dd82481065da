import * as yup from 'yup';
import { defineScript } from './types.ts';

/** Recomputes the report rollups from the base tables (migration 011's `rollups_rebuild()`). */
export const rebuildRollups = defineScript({
  name: 'rebuild-report-rollups',
  title: 'Rebuild report rollups',
  description: 'Recomputes every report rollup from orders and payments (the reports read the rollups).',
  supportsDryRun: false,
  params: [],
  rules: yup.object({}),
  async run(ctx) {
    await ctx.checkpoint();
    await ctx.db.transaction(async (tx) => {
      // One statement over every order: minutes at a million, far past a request's time limit.
      await tx.exec('set local statement_timeout = 0');
      await tx.query('select rollups_rebuild()');
    });
    await ctx.progress(1, 1);
    await ctx.log('Report rollups rebuilt');
    return { summary: { rebuilt: true } };
  },
});
