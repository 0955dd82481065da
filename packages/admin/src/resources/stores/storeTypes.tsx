import { defineMessages } from 'react-intl';
import {
  CreateStoreTypeRecordDocument,
  DeleteStoreTypeRecordDocument,
  StoreTypeListDocument,
  StoreTypeRecordDocument,
  UpdateStoreTypeRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const storeTypesDocuments = /* GraphQL */ `
  fragment StoreTypeFields on StoreType @standardDocuments {
    id
    version
    name
    slug
    icon
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.storeTypes.singular', defaultMessage: 'store type' },
  name: { id: 'resource.storeTypes.name', defaultMessage: 'Name' },
  slug: { id: 'resource.storeTypes.slug', defaultMessage: 'Slug' },
  icon: { id: 'resource.storeTypes.icon', defaultMessage: 'Icon' },
  sort: { id: 'resource.storeTypes.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.storeTypes.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.storeTypes.search', defaultMessage: 'Search by name' },
});

export const storeTypes = defineResource({
  resource: PAGES.storeTypes.resource,
  listName: 'storeTypes',
  entityType: 'StoreType',
  path: PAGES.storeTypes.path,
  documents: {
    list: StoreTypeListDocument,
    get: StoreTypeRecordDocument,
    create: CreateStoreTypeRecordDocument,
    update: UpdateStoreTypeRecordDocument,
    delete: DeleteStoreTypeRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'slug', header: messages.slug },
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
    // The server keeps the icon as a URL of up to 500 characters: an uploaded picture.
    { name: 'icon', label: messages.icon, kind: 'image', uploadKind: 'image' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'storeTypeRules',
  messages: { title: titles.storeTypes, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(storeTypes);
