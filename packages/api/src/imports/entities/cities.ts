import { cityRules } from '@market/domain';
import { describe } from '../entity.ts';
import { cityByNameInState, stateByCodeOrName } from '../refs.ts';

/** Cities by name within their state (the state by its code or name). */
export const cities = describe({
  key: 'cities',
  auditEntity: 'cities',
  noun: 'city',
  naturalKey: ['name', 'state'],
  self: cityByNameInState,
  columns: [
    {
      name: 'name',
      required: true,
      field: 'name',
      description: 'City name (2–80 characters), unique within its state.',
      example: 'Riyadh',
    },
    {
      name: 'state',
      required: true,
      description: "The state's two-character code or its name.",
      example: 'RD',
    },
  ],
  references: [{ columns: ['state'], lookup: stateByCodeOrName, field: 'stateId' }],
  rules: cityRules,
  write: {
    table: 'cities',
    conflict: '(state_id, name)',
    columns: [
      { field: 'stateId', column: 'state_id', type: 'uuid' },
      { field: 'name', column: 'name', type: 'text' },
    ],
  },
});
