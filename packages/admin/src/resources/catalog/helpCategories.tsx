import { defineMessages } from 'react-intl';
import {
  CreateHelpCategoryRecordDocument,
  DeleteHelpCategoryRecordDocument,
  HelpCategoryListDocument,
  HelpCategoryRecordDocument,
  UpdateHelpCategoryRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const helpCategoriesDocuments = /* GraphQL */ `
  fragment HelpCategoryFields on HelpCategory @standardDocuments {
    id
    version
    name
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.helpCategories.singular', defaultMessage: 'help category' },
  name: { id: 'resource.helpCategories.name', defaultMessage: 'Name' },
  sort: { id: 'resource.helpCategories.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.helpCategories.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.helpCategories.search', defaultMessage: 'Search by name' },
});

export const helpCategories = defineResource({
  resource: PAGES.helpCategories.resource,
  listName: 'helpCategories',
  entityType: 'HelpCategory',
  path: PAGES.helpCategories.path,
  documents: {
    list: HelpCategoryListDocument,
    get: HelpCategoryRecordDocument,
    create: CreateHelpCategoryRecordDocument,
    update: UpdateHelpCategoryRecordDocument,
    delete: DeleteHelpCategoryRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'helpCategoryRules',
  messages: { title: titles.helpCategories, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(helpCategories);
