import { defineMessages } from 'react-intl';
import {
  CategoryListDocument,
  CategoryRecordDocument,
  CreateCategoryRecordDocument,
  DeleteCategoryRecordDocument,
  UpdateCategoryRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const categoriesDocuments = /* GraphQL */ `
  fragment CategoryFields on Category @standardDocuments {
    id
    version
    name
    slug
    parentId
    parentName
    image
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.categories.singular', defaultMessage: 'category' },
  name: { id: 'resource.categories.name', defaultMessage: 'Name' },
  slug: { id: 'resource.categories.slug', defaultMessage: 'Slug' },
  parent: { id: 'resource.categories.parent', defaultMessage: 'Parent category' },
  image: { id: 'resource.categories.image', defaultMessage: 'Image' },
  sort: { id: 'resource.categories.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.categories.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.categories.search', defaultMessage: 'Search by name' },
});

export const categories = defineResource({
  resource: PAGES.categories.resource,
  listName: 'categories',
  entityType: 'Category',
  path: PAGES.categories.path,
  documents: {
    list: CategoryListDocument,
    get: CategoryRecordDocument,
    create: CreateCategoryRecordDocument,
    update: UpdateCategoryRecordDocument,
    delete: DeleteCategoryRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'slug', header: messages.slug },
    { id: 'parentName', header: messages.parent },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    // Empty for a top-level category.
    { name: 'parentId', label: messages.parent, kind: 'reference', reference: 'Category' },
    { name: 'image', label: messages.image, kind: 'image', uploadKind: 'image' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'categoryRules',
  messages: { title: titles.categories, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(categories);
