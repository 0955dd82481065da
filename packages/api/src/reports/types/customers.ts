import {
  customerCredit,
  customerOrders,
  customerReturns,
  customerRewardPoints,
  customerSignup,
} from '@market/domain';
import { periodKey, type ReportSql } from '../spec.ts';

/** The customer's name, looked up after grouping (customer rollup rows always name an existing customer). */
const customerName = {
  labels: () => ({ customer: 'c.name' }),
  join: () => `join customers c on c.id = k."customerId"`,
};

/**
 * The customer's name as one index lookup per grouped row, for the page only (`labelsKeepRows`): for reports
 * whose customers cannot be gone while their rows count (see each use). A join here let the planner, which
 * cannot foresee how many groups `nonEmpty` drops (it estimated 4,971 rows where 1,214 remained), hash the
 * whole customers table (1,000,000 rows, 20,000 buffers read: 200 ms of a 218 ms reward-points report).
 */
const customerNameOnPage = {
  labels: () => ({ customer: '(select c.name from customers c where c.id = k."customerId")' }),
  labelsKeepRows: true,
};

export const customerSignupSql: ReportSql = {
  description: customerSignup,
  from: (t) => `${t('signups')} r`,
  where: `r.kind = 'customer'`,
  keys: (g) => ({ period: periodKey(g), customerGroupId: 'r.group_id' }),
  labels: () => ({ customerGroup: 'cg.name' }),
  join: () => `left join customer_groups cg on cg.id = k."customerGroupId"`,
  sums: { newCustomers: 'sum(r.signups)' },
  filters: { customerGroupId: { column: 'r.group_id', type: 'uuid' } },
  nonEmpty: 'sum(r.signups) <> 0',
};

/**
 * Without a status filter, from the customer totals (migration 031: month and year rows without the status,
 * about a quarter as many); the day rows are the same either way.
 */
export const customerOrdersSql: ReportSql = {
  description: customerOrders,
  from: (t, _groupBy, filteredBy) =>
    `${t(filteredBy.has('status') ? 'customer_orders' : 'customer_totals')} r`,
  keys: () => ({ customerId: 'r.customer_id', currency: 'r.currency_code' }),
  // A customer with orders cannot be deleted (orders.customer_id restricts), so the left join drops no row
  // the inner join kept, and names are looked up for the page only.
  labels: customerName.labels,
  join: () => `left join customers c on c.id = k."customerId"`,
  labelsKeepRows: true,
  sums: { orders: 'sum(r.orders)', items: 'sum(r.items)', grandTotal: 'sum(r.grand_total)' },
  filters: { status: { column: 'r.status', type: 'text' } },
  nonEmpty: 'sum(r.orders) <> 0',
};

export const customerReturnsSql: ReportSql = {
  description: customerReturns,
  from: (t) => `${t('returns')} r`,
  keys: () => ({ customerId: 'r.customer_id', currency: 'r.currency_code' }),
  // A return's order restricts deleting its customer, so every counted row names an existing customer.
  ...customerNameOnPage,
  sums: { returns: 'sum(r.returns)', refunded: 'sum(r.refunded)' },
  filters: { status: { column: 'r.status', type: 'text' } },
  nonEmpty: 'sum(r.returns) <> 0',
};

/** Customer wallets' movements from the ledger: credits in, debits out, net. */
export const customerCreditSql: ReportSql = {
  description: customerCredit,
  from: (t) => `${t('wallet')} r`,
  where: `r.owner_type = 'customer'`,
  keys: () => ({ customerId: 'r.owner_id', currency: 'r.currency_code' }),
  ...customerName,
  sums: { credits: 'sum(r.credits)', debits: 'sum(r.debits)', net: 'sum(r.credits - r.debits)' },
  filters: {},
  nonEmpty: 'sum(r.credits) <> 0 or sum(r.debits) <> 0',
};

/** Points earned and spent in the range, and the balance at the end of its last day (all earlier movements). */
export const customerRewardPointsSql: ReportSql = {
  description: customerRewardPoints,
  from: (t) => `${t('reward_points')} r`,
  dayWhere: 'r.day <= :to',
  keys: () => ({ customerId: 'r.customer_id' }),
  // Deleting a customer deletes their entries (cascade), whose rollup trigger takes them out again: a group
  // that moved in the range names an existing customer.
  ...customerNameOnPage,
  sums: {
    earned: 'sum(case when r.day >= :from then r.earned else 0 end)',
    spent: 'sum(case when r.day >= :from then r.spent else 0 end)',
    balance: 'sum(r.earned - r.spent)',
  },
  filters: {},
  nonEmpty: 'sum(case when r.day >= :from then r.earned + r.spent else 0 end) <> 0',
};
