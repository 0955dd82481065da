import { defineMessages } from 'react-intl';
import {
  AppMenuItemListDocument,
  AppMenuItemRecordDocument,
  CreateAppMenuItemRecordDocument,
  DeleteAppMenuItemRecordDocument,
  UpdateAppMenuItemRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const appMenuDocuments = /* GraphQL */ `
  fragment AppMenuItemFields on AppMenuItem @standardDocuments {
    id
    version
    title
    link
    icon
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.appMenu.singular', defaultMessage: 'app menu item' },
  title: { id: 'resource.appMenu.title', defaultMessage: 'Title' },
  link: { id: 'resource.appMenu.link', defaultMessage: 'Link' },
  linkHint: {
    id: 'resource.appMenu.linkHint',
    defaultMessage: 'Where the item leads in the app: a screen path or a web address',
  },
  icon: { id: 'resource.appMenu.icon', defaultMessage: 'Icon name' },
  sort: { id: 'resource.appMenu.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.appMenu.isActive', defaultMessage: 'Active' },
});

export const appMenu = defineResource({
  resource: PAGES.appMenu.resource,
  listName: 'appMenu',
  entityType: 'AppMenuItem',
  path: PAGES.appMenu.path,
  documents: {
    list: AppMenuItemListDocument,
    get: AppMenuItemRecordDocument,
    create: CreateAppMenuItemRecordDocument,
    update: UpdateAppMenuItemRecordDocument,
    delete: DeleteAppMenuItemRecordDocument,
  },
  columns: [
    { id: 'title', header: messages.title },
    { id: 'link', header: messages.link },
    { id: 'icon', header: messages.icon },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [{ name: 'isActive', label: messages.isActive, kind: 'boolean' }],
  fields: [
    { name: 'title', label: messages.title, kind: 'text' },
    { name: 'link', label: messages.link, kind: 'text', hint: messages.linkHint },
    { name: 'icon', label: messages.icon, kind: 'text' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.title,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'appMenuRules',
  messages: { title: titles.appMenu, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(appMenu);
