import * as yup from 'yup';
import { count } from '@market/domain';
import { defineScript } from './types.ts';

/** Puts customer notifications that failed in the last `sinceDays` days back in the delivery queue. */
export const resendNotifications = defineScript({
  name: 'resend-failed-notifications',
  title: 'Resend failed customer notifications',
  description:
    'Queues again every customer notification whose delivery failed within the given number of days; delivery tries them afresh.',
  supportsDryRun: true,
  params: [
    { name: 'sinceDays', label: 'Failed within (days)', type: 'int', required: false, defaultValue: 7 },
  ],
  rules: yup.object({ sinceDays: count(90).min(1, 'Must be at least 1').default(7) }),
  async run(ctx) {
    const { sinceDays, dryRun } = ctx.params;
    return ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `select id from notification_outbox
          where status = 'failed' and customer_id is not null and created_at >= now() - make_interval(days => $1)
          order by created_at, id for update`,
        [sinceDays],
      );
      await ctx.checkpoint();
      if (!dryRun && rows.length > 0)
        await tx.query(
          `update notification_outbox set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null,
                 queue_job_id = null
            where id = any($1::uuid[])`,
          [rows.map((r) => r.id)],
        );
      await ctx.progress(rows.length, rows.length);
      await ctx.log(
        `${rows.length} failed notifications ${dryRun ? 'would be queued again (dry run)' : 'queued again'}`,
      );
      return { summary: { notifications: rows.length, dryRun } };
    });
  },
});
