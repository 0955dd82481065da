import { defineMessages } from 'react-intl';
import {
  CreateFilterRecordDocument,
  DeleteFilterRecordDocument,
  FilterListDocument,
  FilterRecordDocument,
  UpdateFilterRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const filtersDocuments = /* GraphQL */ `
  fragment FilterFields on Filter @standardDocuments {
    id
    version
    name
    description
    slug
    merchantId
    merchantName
    groupId
    groupName
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.filters.singular', defaultMessage: 'filter' },
  name: { id: 'resource.filters.name', defaultMessage: 'Name' },
  description: { id: 'resource.filters.description', defaultMessage: 'Description' },
  slug: { id: 'resource.filters.slug', defaultMessage: 'Slug' },
  merchant: { id: 'resource.filters.merchant', defaultMessage: 'Merchant' },
  group: { id: 'resource.filters.group', defaultMessage: 'Group' },
  search: { id: 'resource.filters.search', defaultMessage: 'Search by name' },
});

export const filters = defineResource({
  resource: PAGES.filters.resource,
  listName: 'filters',
  entityType: 'Filter',
  path: PAGES.filters.path,
  documents: {
    list: FilterListDocument,
    get: FilterRecordDocument,
    create: CreateFilterRecordDocument,
    update: UpdateFilterRecordDocument,
    delete: DeleteFilterRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'slug', header: messages.slug },
    { id: 'merchantName', header: messages.merchant },
    { id: 'groupName', header: messages.group },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    { name: 'merchantId', label: messages.merchant, kind: 'reference', reference: 'Merchant' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'description', label: messages.description, kind: 'textarea' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    { name: 'merchantId', label: messages.merchant, kind: 'reference', reference: 'Merchant' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'name', direction: 'asc' },
  rules: 'filterRules',
  messages: { title: titles.filters, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(filters);
