import type { FieldSpec } from '../spec.ts';

// Shorthands for field descriptions; "w" = writable through the generic create/update.
export const w = (type: FieldSpec['type'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  type,
  writable: true,
  ...extra,
});
export const str = (extra: Partial<FieldSpec> = {}) => w('String', extra);
export const optStr = (extra: Partial<FieldSpec> = {}) => w('String', { nullable: true, ...extra });
export const bool = () => w('Boolean', { filter: ['eq'] });
export const sortNum = () => w('Int', { sortable: true });
export const ref = (extra: Partial<FieldSpec> = {}) => w('ID', { filter: ['eq', 'in'], ...extra });
export const optRef = () => ref({ nullable: true });
export const money = (extra: Partial<FieldSpec> = {}) => w('Money', extra);
export const optMoney = () => money({ nullable: true });
/** The `source` column of the row that `column` points at, e.g. an order's customer name. */
export const named = (table: string, column: string, source = 'name'): FieldSpec => ({
  type: 'String',
  nullable: true,
  lookup: { table, key: column, column: source },
});
export const crud = { create: true, update: true, delete: true };
export const readOnly = {};
export const byName = { field: 'name', direction: 'ASC' } as const;
export const bySort = { field: 'sort', direction: 'ASC' } as const;
export const newest = { field: 'createdAt', direction: 'DESC' } as const;
