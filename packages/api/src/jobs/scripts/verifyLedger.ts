import * as yup from 'yup';
import { defineScript } from './types.ts';

/**
 * Verify the wallet ledger: every journal's postings sum to zero, and every account's cached balance equals
 * the sum of its postings. Without a dry run, cached balances that differ are set to their postings' sum
 * (in one transaction; a cancel rolls it back). Journals that do not balance are reported, never changed.
 */
export const verifyLedger = defineScript({
  name: 'verify-ledger',
  title: 'Verify the wallet ledger',
  description:
    'Checks that every journal balances and every cached wallet balance equals its postings; repairs the cached balances unless run as a dry run.',
  supportsDryRun: true,
  params: [],
  rules: yup.object({}),
  async run(ctx) {
    const dryRun = ctx.params.dryRun;
    return ctx.db.transaction(async (tx) => {
      // Whole-ledger sums: a request's time limit does not fit a large ledger.
      await tx.exec('set local statement_timeout = 0');
      const journals = await tx.query<{ id: string; total: number }>(
        `select journal_id as id, sum(amount)::int8 as total from wallet_postings
         group by journal_id having sum(amount) <> 0 order by journal_id limit 1000`,
      );
      for (const j of journals.rows)
        await ctx.log(`Journal ${j.id} does not balance: postings sum to ${j.total}`);
      const wrong = await tx.query<{ id: string; owner_name: string; balance: number; actual: number }>(
        `select a.id, a.owner_name, a.balance, coalesce(p.total, 0)::int8 as actual
           from wallet_accounts a
           left join (select account_id, sum(amount) as total from wallet_postings group by account_id) p
             on p.account_id = a.id
          where a.balance <> coalesce(p.total, 0)
          order by a.id`,
      );
      const accounts =
        (await tx.query<{ n: number }>('select count(*)::int8 as n from wallet_accounts')).rows[0]?.n ?? 0;
      await ctx.progress(0, wrong.rows.length);
      let repaired = 0;
      for (const [i, a] of wrong.rows.entries()) {
        await ctx.checkpoint();
        await ctx.log(
          `Wallet ${a.owner_name} (${a.id}): cached balance ${a.balance}, postings sum to ${a.actual}${dryRun ? '' : ' — repaired'}`,
        );
        if (!dryRun) {
          await tx.query('update wallet_accounts set balance = $2 where id = $1', [a.id, a.actual]);
          repaired += 1;
        }
        await ctx.progress(i + 1, wrong.rows.length);
      }
      await ctx.checkpoint();
      await ctx.log(
        `${accounts} wallets checked: ${wrong.rows.length} cached balances differed, ${journals.rows.length} journals do not balance${dryRun ? ' (dry run: nothing changed)' : ''}`,
      );
      return {
        summary: {
          wallets: Number(accounts),
          wrongBalances: wrong.rows.length,
          repaired,
          unbalancedJournals: journals.rows.length,
          dryRun,
        },
      };
    });
  },
});
