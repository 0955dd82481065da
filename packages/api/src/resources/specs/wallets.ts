import type { ResourceSpec } from '../spec.ts';
import { readOnly, newest } from './shorthands.ts';

/** Finance: wallet accounts and their postings (written only by journals, never by the generic CRUD). */
export const WALLET_SPECS: ResourceSpec[] = [
  {
    type: 'WalletAccount',
    list: 'walletAccounts',
    table: 'wallet_accounts',
    permission: 'customer-wallet',
    operations: readOnly,
    defaultSort: newest,
    fields: {
      ownerType: { type: 'String', filter: ['eq'] },
      ownerId: { type: 'ID', nullable: true, filter: ['eq'] },
      ownerName: { type: 'String', filter: ['contains'] },
      currencyCode: { type: 'String' },
      balanceFloor: { type: 'Money', nullable: true },
      balance: { type: 'Money', sortable: true, filter: ['range'] },
    },
  },
  {
    type: 'WalletPosting',
    list: 'walletPostings',
    table: 'wallet_postings',
    permission: 'customer-wallet',
    operations: readOnly,
    defaultSort: newest,
    fields: {
      journalId: { type: 'ID', filter: ['eq'] },
      accountId: { type: 'ID', filter: ['eq'] },
      amount: { type: 'Money' },
      journalType: { type: 'String', sql: 'select j.type from journal_entries j where j.id = t.journal_id' },
      note: {
        type: 'String',
        nullable: true,
        sql: 'select j.note from journal_entries j where j.id = t.journal_id',
      },
    },
  },
];
