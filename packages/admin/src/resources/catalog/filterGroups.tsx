import { defineMessages } from 'react-intl';
import {
  CreateFilterGroupRecordDocument,
  DeleteFilterGroupRecordDocument,
  FilterGroupListDocument,
  FilterGroupRecordDocument,
  UpdateFilterGroupRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const filterGroupsDocuments = /* GraphQL */ `
  fragment FilterGroupFields on FilterGroup @standardDocuments {
    id
    version
    name
    slug
    sort
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.filterGroups.singular', defaultMessage: 'filter group' },
  name: { id: 'resource.filterGroups.name', defaultMessage: 'Name' },
  slug: { id: 'resource.filterGroups.slug', defaultMessage: 'Slug' },
  sort: { id: 'resource.filterGroups.sort', defaultMessage: 'Sort order' },
  search: { id: 'resource.filterGroups.search', defaultMessage: 'Search by name' },
});

export const filterGroups = defineResource({
  resource: PAGES.filterGroups.resource,
  listName: 'filterGroups',
  entityType: 'FilterGroup',
  path: PAGES.filterGroups.path,
  documents: {
    list: FilterGroupListDocument,
    get: FilterGroupRecordDocument,
    create: CreateFilterGroupRecordDocument,
    update: UpdateFilterGroupRecordDocument,
    delete: DeleteFilterGroupRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'slug', header: messages.slug },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    { name: 'sort', label: messages.sort, kind: 'number' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'filterGroupRules',
  messages: { title: titles.filterGroups, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(filterGroups);
