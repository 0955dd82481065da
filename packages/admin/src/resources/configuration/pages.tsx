import { defineMessages } from 'react-intl';
import {
  CreatePageRecordDocument,
  DeletePageRecordDocument,
  PageListDocument,
  PageRecordDocument,
  UpdatePageRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const pagesDocuments = /* GraphQL */ `
  fragment PageFields on Page @standardDocuments {
    id
    version
    slug
    title
    body
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.pages.singular', defaultMessage: 'page' },
  title: { id: 'resource.pages.title', defaultMessage: 'Title' },
  slug: { id: 'resource.pages.slug', defaultMessage: 'Slug' },
  slugHint: {
    id: 'resource.pages.slugHint',
    defaultMessage: 'The page’s address in the app: lower-case letters, digits and dashes, e.g. terms-of-use',
  },
  body: { id: 'resource.pages.body', defaultMessage: 'Content' },
  isActive: { id: 'resource.pages.isActive', defaultMessage: 'Published' },
  search: { id: 'resource.pages.search', defaultMessage: 'Search by title' },
});

export const pages = defineResource({
  resource: PAGES.page.resource,
  listName: 'pages',
  entityType: 'Page',
  path: PAGES.page.path,
  documents: {
    list: PageListDocument,
    get: PageRecordDocument,
    create: CreatePageRecordDocument,
    update: UpdatePageRecordDocument,
    delete: DeletePageRecordDocument,
  },
  columns: [
    { id: 'title', header: messages.title },
    { id: 'slug', header: messages.slug },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'title_contains', label: messages.search, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'title', label: messages.title, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text', hint: messages.slugHint },
    { name: 'body', label: messages.body, kind: 'textarea' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.title,
  // Pages sort by creation only on the server.
  defaultSort: { field: 'createdAt', direction: 'desc' },
  rules: 'pageRules',
  messages: { title: titles.page, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(pages);
