import { adminGroupRules } from '@market/domain';
import { defineMessages } from 'react-intl';
import {
  AdminGroupListDocument,
  AdminGroupRecordDocument,
  CreateAdminGroupRecordDocument,
  DeleteAdminGroupRecordDocument,
  UpdateAdminGroupRecordDocument,
} from '../../graphql/generated.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The list, record and change documents (`pnpm codegen` types them in generated.ts). */
export const adminGroupsDocuments = /* GraphQL */ `
  fragment AdminGroupFields on AdminGroup {
    id
    version
    name
    description
  }
  query AdminGroupList($filter: AdminGroupFilter, $sort: AdminGroupSort, $first: Int, $offset: Int) {
    list: adminGroups(filter: $filter, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        ...AdminGroupFields
      }
    }
  }
  query AdminGroupRecord($id: ID!) {
    record: adminGroup(id: $id) {
      ...AdminGroupFields
    }
  }
  mutation CreateAdminGroupRecord($input: AdminGroupInput!) {
    saved: createAdminGroup(input: $input) {
      id
      version
    }
  }
  mutation UpdateAdminGroupRecord($id: ID!, $version: Int!, $patch: AdminGroupInput!) {
    saved: updateAdminGroup(id: $id, version: $version, patch: $patch) {
      id
      version
    }
  }
  mutation DeleteAdminGroupRecord($id: ID!, $version: Int!) {
    deleted: deleteAdminGroup(id: $id, version: $version) {
      id
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.adminGroups.singular', defaultMessage: 'admin group' },
  name: { id: 'resource.adminGroups.name', defaultMessage: 'Name' },
  description: { id: 'resource.adminGroups.description', defaultMessage: 'Description' },
});

export const adminGroups = defineResource({
  resource: 'admin-groups',
  listName: 'adminGroups',
  entityType: 'AdminGroup',
  path: '/users/admin-groups',
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
  rules: adminGroupRules,
  messages: { title: titles.adminGroups, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(adminGroups);
