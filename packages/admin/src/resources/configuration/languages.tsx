import { defineMessages } from 'react-intl';
import {
  CreateLanguageRecordDocument,
  DeleteLanguageRecordDocument,
  LanguageListDocument,
  LanguageRecordDocument,
  UpdateLanguageRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const languagesDocuments = /* GraphQL */ `
  fragment LanguageFields on Language @standardDocuments {
    id
    version
    name
    code
    locale
    isRtl
    isDefault
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.languages.singular', defaultMessage: 'language' },
  name: { id: 'resource.languages.name', defaultMessage: 'Name' },
  code: { id: 'resource.languages.code', defaultMessage: 'Code' },
  locale: { id: 'resource.languages.locale', defaultMessage: 'Locale' },
  isRtl: { id: 'resource.languages.isRtl', defaultMessage: 'Right to left' },
  isDefault: { id: 'resource.languages.isDefault', defaultMessage: 'Default' },
  search: { id: 'resource.languages.search', defaultMessage: 'Search by name' },
});

export const languages = defineResource({
  resource: PAGES.languages.resource,
  listName: 'languages',
  entityType: 'Language',
  path: PAGES.languages.path,
  documents: {
    list: LanguageListDocument,
    get: LanguageRecordDocument,
    create: CreateLanguageRecordDocument,
    update: UpdateLanguageRecordDocument,
    delete: DeleteLanguageRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'code', header: messages.code },
    { id: 'locale', header: messages.locale },
    { id: 'isRtl', header: messages.isRtl, align: 'center' },
    { id: 'isDefault', header: messages.isDefault, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'isDefault', label: messages.isDefault, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'locale', label: messages.locale, kind: 'text' },
    { name: 'isRtl', label: messages.isRtl, kind: 'switch' },
    { name: 'isDefault', label: messages.isDefault, kind: 'switch' },
  ],
  rules: 'languageRules',
  rowLabel: (row) => row.name,
  messages: { title: titles.languages, singular: messages.singular },
  defaultSort: { field: 'name', direction: 'asc' },
});

export const { List, Edit } = resourceScreens(languages);
