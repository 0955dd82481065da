import { defineMessages } from 'react-intl';
import {
  CreateHelpRecordDocument,
  DeleteHelpRecordDocument,
  HelpListDocument,
  HelpRecordDocument,
  UpdateHelpRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const helpDocuments = /* GraphQL */ `
  fragment HelpFields on Help @standardDocuments {
    id
    version
    question
    answer
    categoryId
    categoryName
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.help.singular', defaultMessage: 'help article' },
  question: { id: 'resource.help.question', defaultMessage: 'Question' },
  answer: { id: 'resource.help.answer', defaultMessage: 'Answer' },
  category: { id: 'resource.help.category', defaultMessage: 'Category' },
  sort: { id: 'resource.help.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.help.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.help.search', defaultMessage: 'Search questions' },
});

export const help = defineResource({
  resource: PAGES.help.resource,
  listName: 'helpEntries',
  entityType: 'Help',
  path: PAGES.help.path,
  documents: {
    list: HelpListDocument,
    get: HelpRecordDocument,
    create: CreateHelpRecordDocument,
    update: UpdateHelpRecordDocument,
    delete: DeleteHelpRecordDocument,
  },
  columns: [
    { id: 'question', header: messages.question },
    { id: 'categoryName', header: messages.category },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'question_contains', label: messages.search, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'question', label: messages.question, kind: 'text' },
    { name: 'answer', label: messages.answer, kind: 'textarea' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.question,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'helpRules',
  messages: { title: titles.help, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(help);
