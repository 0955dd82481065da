import { ERROR_CODES } from '@market/domain';
import type { Database, Queryable } from '../db/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import { audit, type Viewer } from '../resources/store.ts';

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

/** A wallet account's owner kind and currency, or null when there is no such account. */
export async function walletAccountOf(
  db: Queryable,
  accountId: string,
): Promise<{ ownerType: string; currencyCode: string } | null> {
  const account = (
    await db.query<{ owner_type: string; currency_code: string }>(
      'select owner_type, currency_code from wallet_accounts where id = $1',
      [accountId],
    )
  ).rows[0];
  return account ? { ownerType: account.owner_type, currencyCode: account.currency_code } : null;
}

export interface WalletAdjustmentInput {
  accountId: string;
  /** Minor units: positive credits the wallet, negative debits it. */
  amount: number;
  reason: string;
  idempotencyKey: string;
}

export interface Adjustment {
  journalId: string;
  accountId: string;
  amount: number;
  balance: number;
  replayed: boolean;
}

/**
 * A manual adjustment of a customer or merchant wallet against the platform's, audited. The idempotency key
 * makes a retry answer the first posting (`replayed`); a key used for another posting is a CONFLICT, and a
 * wallet taken beyond its limits a VALIDATION error on `amount`. The caller checks who may adjust `account`.
 */
export async function postWalletAdjustment(
  db: Database,
  viewer: Viewer,
  account: { currencyCode: string },
  input: WalletAdjustmentInput,
): Promise<Adjustment> {
  const replay = await findReplay(db, input.idempotencyKey, input.accountId, input.amount);
  if (replay) return replay;
  try {
    return await db.transaction((tx) => postAdjustmentJournal(tx, viewer, account.currencyCode, input));
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23514' && constraint === 'wallet_accounts_balance_limit')
      throw validationError({ amount: 'This would take a wallet beyond the largest allowed balance' });
    if (code === '23514')
      throw validationError({ amount: 'This would take the wallet below its allowed balance' });
    if (code === '23505') {
      // The same key was posted concurrently: answer as the replay it is.
      const again = await findReplay(db, input.idempotencyKey, input.accountId, input.amount);
      if (again) return again;
    }
    throw error;
  }
}

async function postAdjustmentJournal(
  tx: Queryable,
  viewer: Viewer,
  currency: string,
  input: WalletAdjustmentInput,
): Promise<Adjustment> {
  const platform = (
    await tx.query<{ id: string }>(
      `insert into wallet_accounts (owner_type, owner_id, owner_name, currency_code)
       values ('platform', $1, 'Platform', $2)
       on conflict (owner_type, owner_id, currency_code) do update set owner_name = excluded.owner_name
       returning id`,
      [PLATFORM_OWNER_ID, currency],
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
}

async function findReplay(
  db: Queryable,
  key: string,
  accountId: string,
  amount: number,
): Promise<Adjustment | null> {
  const { rows } = await db.query<{
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
