import { defineMessages } from 'react-intl';
import {
  AdminGroupListDocument,
  AdminGroupRecordDocument,
  CreateAdminGroupRecordDocument,
  DeleteAdminGroupRecordDocument,
  UpdateAdminGroupRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const adminGroupsDocuments = /* GraphQL */ `
  fragment AdminGroupFields on AdminGroup @standardDocuments {
    id
    version
    name
    description
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.adminGroups.singular', defaultMessage: 'admin group' },
  name: { id: 'resource.adminGroups.name', defaultMessage: 'Name' },
  description: { id: 'resource.adminGroups.description', defaultMessage: 'Description' },
});

export const adminGroups = defineResource({
  resource: PAGES.adminGroups.resource,
  listName: 'adminGroups',
  entityType: 'AdminGroup',
  path: PAGES.adminGroups.path,
  documents: {
    list: AdminGroupListDocument,
    get: AdminGroupRecordDocument,
    create: CreateAdminGroupRecordDocument,
    update: UpdateAdminGroupRecordDocument,
    delete: DeleteAdminGroupRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'description', header: messages.description },
  ],
  // The server filters admin groups by id and creation date only.
  filters: [],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'description', label: messages.description, kind: 'textarea' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'name', direction: 'asc' },
  rules: 'adminGroupRules',
  messages: { title: titles.adminGroups, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(adminGroups);
