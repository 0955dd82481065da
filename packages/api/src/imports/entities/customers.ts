import { customerRules } from '@market/domain';
import { describe } from '../entity.ts';
import { customerByEmail, customerGroupByName } from '../refs.ts';

/** Customers by email (any case). */
export const customers = describe({
  key: 'customers',
  auditEntity: 'customers',
  noun: 'customer',
  naturalKey: ['email'],
  self: customerByEmail,
  columns: [
    {
      name: 'email',
      required: true,
      field: 'email',
      description: 'Unique (compared without case).',
      example: 'sara@example.com',
    },
    {
      name: 'name',
      required: true,
      field: 'name',
      description: 'Full name (2–120 characters).',
      example: 'Sara Ahmed',
    },
    {
      name: 'phone',
      required: false,
      field: 'phone',
      description: 'Digits, spaces, ( ) - and a leading +.',
      example: '+966 50 123 4567',
    },
    {
      name: 'group',
      required: false,
      description: "The customer group's name; empty for none.",
      example: 'VIP',
    },
    {
      name: 'reward_points',
      required: false,
      field: 'rewardPoints',
      kind: 'int',
      description: 'Points balance, 0–100,000,000 (default 0).',
      example: '0',
    },
    {
      name: 'is_active',
      required: false,
      field: 'isActive',
      kind: 'flag',
      description: 'true/false (default true).',
      example: 'true',
    },
  ],
  references: [{ columns: ['group'], lookup: customerGroupByName, field: 'groupId' }],
  rules: customerRules,
  write: {
    table: 'customers',
    conflict: '((lower(email)))',
    columns: [
      { field: 'email', column: 'email', type: 'text' },
      { field: 'name', column: 'name', type: 'text' },
      { field: 'phone', column: 'phone', type: 'text' },
      { field: 'groupId', column: 'group_id', type: 'uuid' },
      { field: 'rewardPoints', column: 'reward_points', type: 'int4' },
      { field: 'isActive', column: 'is_active', type: 'bool' },
    ],
  },
});
