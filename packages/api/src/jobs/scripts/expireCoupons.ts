import * as yup from 'yup';
import { count } from '@market/domain';
import { defineScript } from './types.ts';

/** Deactivates active coupons whose validity ended more than `graceDays` days ago. */
export const expireCoupons = defineScript({
  name: 'expire-coupons',
  title: 'Expire coupons past their validity',
  description: 'Deactivates every active coupon whose validity window has ended (after an optional grace period).',
  supportsDryRun: true,
  params: [{ name: 'graceDays', label: 'Grace period (days)', type: 'int', required: false, defaultValue: 0 }],
  rules: yup.object({ graceDays: count(365).default(0) }),
  async run(ctx) {
    const { graceDays, dryRun } = ctx.params;
    return ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; code: string }>(
        `select id, code from coupons where is_active and valid_to < now() - make_interval(days => $1)
         order by valid_to, id for update`,
        [graceDays],
      );
      await ctx.progress(0, rows.length);
      await ctx.checkpoint();
      if (!dryRun && rows.length > 0)
        await tx.query('update coupons set is_active = false where id = any($1::uuid[])', [rows.map((r) => r.id)]);
      for (const r of rows.slice(0, 200)) await ctx.log(`Coupon ${r.code}${dryRun ? ' would be' : ''} deactivated`);
      await ctx.progress(rows.length, rows.length);
      await ctx.checkpoint();
      await ctx.log(`${rows.length} coupons ${dryRun ? 'would be deactivated (dry run)' : 'deactivated'}`);
      return { summary: { coupons: rows.length, dryRun } };
    });
  },
});
