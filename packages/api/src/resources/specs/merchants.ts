import * as rules from '@market/domain';
import type { ResourceSpec } from '../spec.ts';
import { str, optStr, bool, money, crud, newest } from './shorthands.ts';

/** Users: merchants. */
export const MERCHANT_SPECS: ResourceSpec[] = [
  {
    type: 'Merchant',
    list: 'merchants',
    table: 'merchants',
    permission: 'merchants',
    rules: rules.merchantRules,
    operations: crud,
    defaultSort: newest,
    reference: { label: 't.legal_name', detail: 't.contact_name' },
    fields: {
      legalName: str({ filter: ['contains'] }),
      contactName: str(),
      email: str({ filter: ['contains'] }),
      phone: optStr(),
      status: str({ filter: ['eq', 'in'] }),
      commissionType: str(),
      commissionValue: money(),
      isActive: bool(),
      storeCount: { type: 'Int', sql: 'select count(*)::int4 from stores s where s.merchant_id = t.id' },
    },
  },
];
