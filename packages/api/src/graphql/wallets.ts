import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import { ERROR_CODES, validate, walletAdjustmentRules, type Resource } from '@market/domain';
import { appError, validationError } from '../resources/errors.ts';
import type { Queryable } from '../db/index.ts';
import { audit } from '../resources/store.ts';
import { needs, requireAccess, requireAnyAccess, type GraphQLContext } from './context.ts';
import { Money } from './scalars.ts';

export const PLATFORM_OWNER_ID = '00000000-0000-0000-0000-000000000000';

/** The wallet of a customer (never below zero) or the platform in a currency, opened on first use. */
async function walletAccountId(
  tx: Queryable,
  ownerType: 'customer' | 'platform',
  ownerId: string,
  currency: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into wallet_accounts (owner_type, owner_id, owner_name, currency_code, balance_floor)
     values ($1, $2, coalesce((select name from customers where id = $2), 'Platform'), $3, $4)
     on conflict (owner_type, owner_id, currency_code) do update set owner_name = wallet_accounts.owner_name
     returning id`,
    [ownerType, ownerId, currency, ownerType === 'customer' ? 0 : null],
  );
  return rows[0]!.id;
}

export interface CustomerJournal {
  type: string;
  idempotencyKey: string;
  customerId: string;
  /** The order's currency: the customer's wallet in it is used (opened on first use). */
  currency: string;
  orderId?: string | null;
  createdBy?: string | null;
  note: string;
}

/**
 * Posts one balanced journal between the platform and a customer's wallet: a positive `amount` credits the
 * customer, a negative one takes it back. The idempotency key makes a repeated call a no-op; answers
 * whether anything was posted.
 */
async function postCustomerJournal(
  tx: Queryable,
  posting: CustomerJournal & { amount: number },
): Promise<boolean> {
  if (posting.amount === 0) return false;
  const journal = (
    await tx.query<{ id: string }>(
      `insert into journal_entries (type, idempotency_key, order_id, created_by, note) values ($1, $2, $3, $4, $5)
       on conflict (idempotency_key) do nothing returning id`,
      [
        posting.type,
        posting.idempotencyKey,
        posting.orderId ?? null,
        posting.createdBy ?? null,
        posting.note,
      ],
    )
  ).rows[0];
  if (!journal) return false;
  const customer = await walletAccountId(tx, 'customer', posting.customerId, posting.currency);
  const platform = await walletAccountId(tx, 'platform', PLATFORM_OWNER_ID, posting.currency);
  await tx.query(
    'insert into wallet_postings (journal_id, account_id, amount) values ($1, $2, $3), ($1, $4, $5)',
    [journal.id, customer, posting.amount, platform, -posting.amount],
  );
  return true;
}

/** Moves `amount` minor units from the platform to a customer's wallet (cashback, refunds). */
export function creditCustomerFromPlatform(
  tx: Queryable,
  posting: CustomerJournal & { amount: number },
): Promise<boolean> {
  return postCustomerJournal(tx, posting);
}

/**
 * Takes up to `amount` back from a customer's wallet to the platform as a reversing journal. A customer
 * wallet never goes below zero, so only what the balance covers is taken; the rest is answered as the
 * shortfall (the platform carries it). The wallet row is locked first so a concurrent spend cannot slip in.
 */
export async function recoverFromCustomer(
  tx: Queryable,
  posting: CustomerJournal & { amount: number },
): Promise<{ recovered: number; shortfall: number }> {
  const account = await walletAccountId(tx, 'customer', posting.customerId, posting.currency);
  const balance = Number(
    (
      await tx.query<{ balance: number }>('select balance from wallet_accounts where id = $1 for update', [
        account,
      ])
    ).rows[0]?.balance ?? 0,
  );
  const recovered = Math.max(0, Math.min(posting.amount, balance));
  if (recovered > 0) await postCustomerJournal(tx, { ...posting, amount: -recovered });
  return { recovered, shortfall: posting.amount - recovered };
}

const WALLET_SCREEN: Record<string, Resource> = {
  customer: 'customer-wallet',
  merchant: 'merchant-wallet',
  platform: 'admin-wallet',
};

const WALLET_SCREENS = Object.values(WALLET_SCREEN);

const WalletAdjustment = new GraphQLObjectType({
  name: 'WalletAdjustment',
  fields: {
    journalId: { type: new GraphQLNonNull(GraphQLID) },
    accountId: { type: new GraphQLNonNull(GraphQLID) },
    amount: { type: new GraphQLNonNull(Money) },
    balance: { type: new GraphQLNonNull(Money), description: 'The account balance after the posting.' },
    replayed: {
      type: new GraphQLNonNull(GraphQLBoolean),
      description: 'True when this idempotency key was already posted: nothing new was written.',
    },
  },
});

const WalletAdjustmentInput = new GraphQLInputObjectType({
  name: 'WalletAdjustmentInput',
  fields: {
    accountId: { type: GraphQLID },
    amount: { type: Money, description: 'Positive credits the wallet, negative debits it.' },
    reason: { type: GraphQLString },
    idempotencyKey: {
      type: GraphQLString,
      description: 'Client-chosen; retries with the same key post once.',
    },
  },
});

interface Adjustment {
  journalId: string;
  accountId: string;
  amount: number;
  balance: number;
  replayed: boolean;
}

export function walletMutations(): GraphQLFieldConfigMap<unknown, GraphQLContext> {
  return {
    postWalletAdjustment: {
      type: new GraphQLNonNull(WalletAdjustment),
      args: { input: { type: new GraphQLNonNull(WalletAdjustmentInput) } },
      extensions: needs(WALLET_SCREENS),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx): Promise<Adjustment> => {
        // Whoever may use no wallet screen is refused before the input is even read; the account's own
        // screen is checked once the account is known.
        requireAnyAccess(ctx, WALLET_SCREENS);
        const parsed = validate(walletAdjustmentRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const input = parsed.value;
        const account = (
          await ctx.db.query<{ owner_type: string; currency_code: string }>(
            'select owner_type, currency_code from wallet_accounts where id = $1',
            [input.accountId],
          )
        ).rows[0];
        if (!account) throw validationError({ accountId: 'Does not exist' });
        const viewer = requireAccess(ctx, WALLET_SCREEN[account.owner_type] ?? 'admin-wallet');
        const replay = await findReplay(ctx, input.idempotencyKey, input.accountId, input.amount);
        if (replay) return replay;
        try {
          return await ctx.db.transaction(async (tx) => {
            const platform = (
              await tx.query<{ id: string }>(
                `insert into wallet_accounts (owner_type, owner_id, owner_name, currency_code)
                 values ('platform', $1, 'Platform', $2)
                 on conflict (owner_type, owner_id, currency_code) do update set owner_name = excluded.owner_name
                 returning id`,
                [PLATFORM_OWNER_ID, account.currency_code],
              )
            ).rows[0]!;
            if (platform.id === input.accountId)
              throw validationError({ accountId: 'Adjust a customer or merchant wallet' });
            const journal = (
              await tx.query<{ id: string }>(
                `insert into journal_entries (type, idempotency_key, created_by, note) values ('manual_adjustment', $1, $2, $3)
                 returning id`,
                [input.idempotencyKey, viewer.id, input.reason],
              )
            ).rows[0]!;
            await tx.query(
              'insert into wallet_postings (journal_id, account_id, amount) values ($1, $2, $3), ($1, $4, $5)',
              [journal.id, input.accountId, input.amount, platform.id, -input.amount],
            );
            const balance = (
              await tx.query<{ balance: number }>('select balance from wallet_accounts where id = $1', [
                input.accountId,
              ])
            ).rows[0]!.balance;
            await audit(tx, viewer, { table: 'journal_entries' }, journal.id, 'post', {
              accountId: input.accountId,
              amount: input.amount,
              reason: input.reason,
            });
            return {
              journalId: journal.id,
              accountId: input.accountId,
              amount: input.amount,
              balance,
              replayed: false,
            };
          });
        } catch (error) {
          const { code, constraint } = error as { code?: string; constraint?: string };
          if (code === '23514' && constraint === 'wallet_accounts_balance_limit')
            throw validationError({ amount: 'This would take a wallet beyond the largest allowed balance' });
          if (code === '23514')
            throw validationError({ amount: 'This would take the wallet below its allowed balance' });
          if (code === '23505') {
            // The same key was posted concurrently: answer as the replay it is.
            const again = await findReplay(ctx, input.idempotencyKey, input.accountId, input.amount);
            if (again) return again;
          }
          throw error;
        }
      },
    },
  };
}

async function findReplay(
  ctx: GraphQLContext,
  key: string,
  accountId: string,
  amount: number,
): Promise<Adjustment | null> {
  const { rows } = await ctx.db.query<{
    journal_id: string;
    account_id: string;
    amount: number;
    balance: number;
  }>(
    `select p.journal_id, p.account_id, p.amount, a.balance
     from journal_entries j join wallet_postings p on p.journal_id = j.id join wallet_accounts a on a.id = p.account_id
     where j.idempotency_key = $1 and a.owner_type <> 'platform'`,
    [key],
  );
  const posted = rows[0];
  if (!posted) return null;
  if (posted.account_id !== accountId || posted.amount !== amount) {
    throw appError(ERROR_CODES.CONFLICT, 'This idempotency key was already used for a different posting');
  }
  return { journalId: posted.journal_id, accountId, amount, balance: posted.balance, replayed: true };
}
