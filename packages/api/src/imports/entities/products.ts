import { productRules } from '@market/domain';
import { describe } from '../entity.ts';
import { categoryBySlug, productByStoreSku, storeBySlug } from '../refs.ts';

/** Products: one per store and SKU; prices in the store's currency. */
export const products = describe({
  key: 'products',
  auditEntity: 'products',
  noun: 'product',
  naturalKey: ['store', 'sku'],
  self: productByStoreSku,
  columns: [
    { name: 'store', required: true, description: "The store's slug.", example: 'green-grocer' },
    {
      name: 'sku',
      required: true,
      field: 'sku',
      description: 'Stock keeping unit, unique within the store (1–64 characters).',
      example: 'APL-001',
    },
    {
      name: 'name',
      required: true,
      field: 'name',
      description: 'Product name (2–160 characters).',
      example: 'Red apples 1 kg',
    },
    {
      name: 'category',
      required: false,
      description: "The category's slug; empty for none.",
      example: 'fruit',
    },
    {
      name: 'price',
      required: true,
      field: 'price',
      kind: 'money',
      description: "Price in the store's currency, e.g. 12.50 (at most the currency's decimals).",
      example: '12.50',
    },
    {
      name: 'compare_at_price',
      required: false,
      field: 'compareAtPrice',
      kind: 'money',
      description: 'Former price shown struck through; at least the price.',
      example: '15.00',
    },
    {
      name: 'stock',
      required: false,
      field: 'stock',
      kind: 'int',
      description: 'Units in stock, 0–10,000,000 (default 0).',
      example: '100',
    },
    {
      name: 'is_available',
      required: false,
      field: 'isAvailable',
      kind: 'flag',
      description: 'true/false, yes/no or 1/0 (default true).',
      example: 'true',
    },
    {
      name: 'description',
      required: false,
      field: 'description',
      description: 'Up to 5,000 characters.',
      example: 'Crisp and sweet.',
    },
    {
      name: 'image',
      required: false,
      field: 'image',
      description: 'Image URL (up to 500 characters).',
      example: '',
    },
  ],
  references: [
    { columns: ['store'], lookup: storeBySlug, field: 'storeId' },
    { columns: ['category'], lookup: categoryBySlug, field: 'categoryId' },
  ],
  rules: productRules,
  decimals: (found, fallback) => found.storeId?.decimals ?? fallback,
  write: {
    table: 'products',
    conflict: '(store_id, sku)',
    columns: [
      { field: 'storeId', column: 'store_id', type: 'uuid' },
      { field: 'sku', column: 'sku', type: 'text' },
      { field: 'name', column: 'name', type: 'text' },
      { field: 'categoryId', column: 'category_id', type: 'uuid' },
      { field: 'price', column: 'price', type: 'int8' },
      { field: 'compareAtPrice', column: 'compare_at_price', type: 'int8' },
      { field: 'stock', column: 'stock', type: 'int4' },
      { field: 'isAvailable', column: 'is_available', type: 'bool' },
      { field: 'description', column: 'description', type: 'text' },
      { field: 'image', column: 'image', type: 'text' },
    ],
  },
});
