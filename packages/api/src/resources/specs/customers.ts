import * as rules from '@market/domain';
import type { ResourceSpec } from '../spec.ts';
import { w, str, optStr, bool, optRef, named, crud, byName, newest } from './shorthands.ts';

/** Users: customers and customer groups. */
export const CUSTOMER_SPECS: ResourceSpec[] = [
  {
    type: 'CustomerGroup',
    list: 'customerGroups',
    table: 'customer_groups',
    permission: 'customer-groups',
    rules: rules.customerGroupRules,
    operations: crud,
    defaultSort: byName,
    fields: { name: str({ sortable: true }), description: optStr(), discountPercent: w('Int') },
  },
  {
    type: 'Customer',
    list: 'customers',
    table: 'customers',
    permission: 'customers',
    rules: rules.customerRules,
    operations: crud,
    defaultSort: newest,
    // Found by name or email; shown by name only (support picks customers on the orders screen).
    reference: { label: 't.name', alsoSearch: ['t.email'] },
    fields: {
      name: str({ sortable: true, filter: ['contains'] }),
      email: str({ filter: ['contains', 'eq'] }),
      phone: optStr(),
      groupId: optRef(),
      groupName: named('customer_groups', 'group_id'),
      rewardPoints: w('Int'),
      isActive: bool(),
      // Chosen by the customer in the app; notifications use it, else the default language.
      languageCode: { type: 'String', nullable: true },
    },
  },
];
