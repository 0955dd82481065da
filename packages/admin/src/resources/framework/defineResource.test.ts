import { describe, expect, it } from 'vitest';
import {
  CreateProductRecordDocument,
  ProductListDocument,
  ProductRecordDocument,
} from '../../graphql/generated.ts';
import { defineResource } from './types.ts';

// `defineResource` reads the row type and the list variables from the generated list document, so the
// names that end up in the variables are checked by `tsc` (this file is type-checked by `pnpm typecheck`:
// each @ts-expect-error below fails the typecheck if the misspelling were accepted).
const message = { id: 'x', defaultMessage: 'x' };
const base = {
  resource: 'products' as const,
  listName: 'products',
  entityType: 'Product',
  path: '/catalog/products',
  documents: { list: ProductListDocument, get: ProductRecordDocument, create: CreateProductRecordDocument },
  columns: [{ id: 'name', header: message }],
  fields: [],
  rules: 'productRules' as const,
  rowLabel: (row: { name: string }) => row.name,
  messages: { title: message, singular: message },
};

describe('defineResource', () => {
  it('accepts filters, a fixed filter and a default sort named by the generated inputs', () => {
    const products = defineResource({
      ...base,
      filters: [{ name: 'name_contains', label: message, kind: 'text' }],
      fixedFilter: { isAvailable: true },
      defaultSort: { field: 'price', direction: 'desc' },
    });
    expect(products.filters.map((f) => f.name)).toEqual(['name_contains']);
    expect(products.defaultSort).toEqual({ field: 'price', direction: 'desc' });
  });

  it('refuses (at type level) a filter, fixed filter or sort the list does not have', () => {
    const misspelt = defineResource({
      ...base,
      // @ts-expect-error — ProductFilter has `name_contains`, not `nmae_contains`.
      filters: [{ name: 'nmae_contains', label: message, kind: 'text' }],
      // @ts-expect-error — ProductFilter has no `placedAt_gte`.
      fixedFilter: { placedAt_gte: '2026-01-01' },
      // @ts-expect-error — ProductSortField is createdAt | name | price.
      defaultSort: { field: 'stock', direction: 'asc' },
    });
    // At run time a description is data: the misspelling would have reached the server unnoticed.
    expect(misspelt.filters[0]?.name).toBe('nmae_contains');
  });
});
