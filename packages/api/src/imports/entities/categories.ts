import { categoryRules } from '@market/domain';
import { describe } from '../entity.ts';
import { categoryBySlug } from '../refs.ts';

/** Categories by slug; a parent may be an existing category or one on an earlier row of the file. */
export const categories = describe({
  key: 'categories',
  auditEntity: 'categories',
  noun: 'category',
  naturalKey: ['slug'],
  naturalKeyField: 'slug',
  self: categoryBySlug,
  columns: [
    {
      name: 'slug',
      required: true,
      field: 'slug',
      description: 'Unique; lower-case letters, digits and dashes (2–80).',
      example: 'fruit',
    },
    {
      name: 'name',
      required: true,
      field: 'name',
      description: 'Category name (2–80 characters).',
      example: 'Fruit',
    },
    {
      name: 'parent',
      required: false,
      description:
        "The parent category's slug (existing, or on an earlier row); empty for a top-level category.",
      example: 'fresh-food',
    },
    {
      name: 'sort',
      required: false,
      field: 'sort',
      kind: 'int',
      description: 'Position, 0–100,000 (default 0).',
      example: '1',
    },
    {
      name: 'is_active',
      required: false,
      field: 'isActive',
      kind: 'flag',
      description: 'true/false (default true).',
      example: 'true',
    },
    {
      name: 'image',
      required: false,
      field: 'image',
      description: 'Image URL (up to 500 characters).',
      example: '',
    },
  ],
  references: [{ columns: ['parent'], lookup: categoryBySlug, field: 'parentId', sameFile: true }],
  rules: categoryRules,
  write: {
    table: 'categories',
    conflict: '(slug)',
    columns: [
      { field: 'slug', column: 'slug', type: 'text' },
      { field: 'name', column: 'name', type: 'text' },
      { field: 'parentId', column: 'parent_id', type: 'uuid' },
      { field: 'sort', column: 'sort', type: 'int4' },
      { field: 'isActive', column: 'is_active', type: 'bool' },
      { field: 'image', column: 'image', type: 'text' },
    ],
  },
});
