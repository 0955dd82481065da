import { defineMessages } from 'react-intl';
import {
  CreateStoreTypeCollectionRecordDocument,
  DeleteStoreTypeCollectionRecordDocument,
  StoreTypeCollectionListDocument,
  StoreTypeCollectionRecordDocument,
  StoreTypeCollectionStoreTypeOptionsDocument,
  UpdateStoreTypeCollectionRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';
import { CollectionStoresSection } from './CollectionStoresSection.tsx';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const storeTypeCollectionsDocuments = /* GraphQL */ `
  fragment StoreTypeCollectionFields on StoreTypeCollection @standardDocuments {
    id
    version
    name
    storeTypeId
    storeTypeName
    image
    sort
    isActive
    storeCount
  }
  query StoreTypeCollectionStoreTypeOptions {
    list: storeTypes(first: 200, sort: { field: name }) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.storeTypeCollections.singular', defaultMessage: 'store-type collection' },
  name: { id: 'resource.storeTypeCollections.name', defaultMessage: 'Name' },
  storeType: { id: 'resource.storeTypeCollections.storeType', defaultMessage: 'Store type' },
  image: { id: 'resource.storeTypeCollections.image', defaultMessage: 'Image' },
  sort: { id: 'resource.storeTypeCollections.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.storeTypeCollections.isActive', defaultMessage: 'Active' },
  storeCount: { id: 'resource.storeTypeCollections.storeCount', defaultMessage: 'Stores' },
  search: { id: 'resource.storeTypeCollections.search', defaultMessage: 'Search by name' },
  stores: { id: 'resource.storeTypeCollections.stores', defaultMessage: 'Member stores' },
});

export const storeTypeCollections = defineResource({
  resource: PAGES.storeTypeCollections.resource,
  listName: 'storeTypeCollections',
  entityType: 'StoreTypeCollection',
  path: PAGES.storeTypeCollections.path,
  documents: {
    list: StoreTypeCollectionListDocument,
    get: StoreTypeCollectionRecordDocument,
    create: CreateStoreTypeCollectionRecordDocument,
    update: UpdateStoreTypeCollectionRecordDocument,
    delete: DeleteStoreTypeCollectionRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'storeTypeName', header: messages.storeType },
    // Members are picked on the edit page; the list only counts them.
    { id: 'storeCount', header: messages.storeCount, align: 'end' },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    {
      name: 'storeTypeId',
      label: messages.storeType,
      kind: 'reference',
      options: { document: StoreTypeCollectionStoreTypeOptionsDocument, labelField: 'name' },
    },
    { name: 'image', label: messages.image, kind: 'image', uploadKind: 'image' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'storeTypeCollectionRules',
  messages: { title: titles.storeTypeCollections, singular: messages.singular },
  sections: [{ id: 'stores', title: messages.stores, component: CollectionStoresSection }],
});

export const { List, Edit } = resourceScreens(storeTypeCollections);
