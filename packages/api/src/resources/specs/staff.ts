import * as rules from '@market/domain';
import type { ResourceSpec } from '../spec.ts';
import { str, optStr, bool, named, crud, readOnly, byName, newest } from './shorthands.ts';

/** Users: staff accounts, admin groups and the audit log of what they did. */
export const STAFF_SPECS: ResourceSpec[] = [
  {
    type: 'AdminGroup',
    list: 'adminGroups',
    table: 'admin_groups',
    permission: 'admin-groups',
    rules: rules.adminGroupRules,
    operations: crud,
    defaultSort: byName,
    fields: { name: str({ sortable: true }), description: optStr() },
  },
  {
    type: 'Admin',
    list: 'admins',
    table: 'accounts',
    permission: 'admins',
    rules: rules.adminRules,
    // Staff accounts are created by registering (a password is needed); admins then grant a role here.
    operations: { update: true },
    defaultSort: newest,
    fields: {
      email: str({ filter: ['contains'] }),
      firstName: str(),
      lastName: optStr(),
      phone: optStr(),
      imageUrl: optStr(),
      role: optStr({ filter: ['eq'] }),
      isActive: bool(),
      lastLoginAt: { type: 'DateTime', nullable: true },
      passwordHash: { type: 'String', secret: true },
      groupId: {
        type: 'ID',
        secret: true,
        filter: ['eq'],
        filterSql:
          'exists (select 1 from admin_group_members m where m.account_id = t.id and m.group_id = $)',
      },
      hasRole: {
        type: 'Boolean',
        secret: true,
        filter: ['eq'],
        filterSql: '(t.role is not null) = $',
      },
    },
  },
  {
    type: 'AuditEntry',
    list: 'auditLog',
    table: 'audit_log',
    permission: 'audit-log',
    operations: readOnly,
    defaultSort: { field: 'at', direction: 'DESC' },
    fields: {
      actorId: { type: 'ID', nullable: true, filter: ['eq'] },
      actorEmail: named('accounts', 'actor_id', 'email'),
      entity: { type: 'String', filter: ['eq'] },
      entityId: { type: 'String', filter: ['eq'] },
      action: { type: 'String', filter: ['eq'] },
      diff: { type: 'JSON' },
      at: { type: 'DateTime', sortable: true },
    },
  },
];
