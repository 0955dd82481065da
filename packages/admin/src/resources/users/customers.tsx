import { defineMessages } from 'react-intl';
import {
  CreateCustomerRecordDocument,
  CustomerGroupOptionsDocument,
  CustomerListDocument,
  CustomerRecordDocument,
  DeleteCustomerRecordDocument,
  UpdateCustomerRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceMessages as rm, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const customersDocuments = /* GraphQL */ `
  fragment CustomerFields on Customer @standardDocuments(totalCountIsEstimate: true) {
    id
    version
    name
    email
    phone
    groupId
    groupName
    rewardPoints
    isActive
  }
  query CustomerGroupOptions {
    list: customerGroups(first: 200, sort: { field: name }) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.customers.singular', defaultMessage: 'customer' },
  name: { id: 'resource.customers.name', defaultMessage: 'Name' },
  email: { id: 'resource.customers.email', defaultMessage: 'Email' },
  phone: { id: 'resource.customers.phone', defaultMessage: 'Phone' },
  group: { id: 'resource.customers.group', defaultMessage: 'Customer group' },
  rewardPoints: { id: 'resource.customers.rewardPoints', defaultMessage: 'Reward points' },
  isActive: { id: 'resource.customers.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.customers.search', defaultMessage: 'Search by name' },
  searchEmail: { id: 'resource.customers.searchEmail', defaultMessage: 'Search by email' },
});

export const customers = defineResource({
  resource: PAGES.customers.resource,
  listName: 'customers',
  entityType: 'Customer',
  path: PAGES.customers.path,
  documents: {
    list: CustomerListDocument,
    get: CustomerRecordDocument,
    create: CreateCustomerRecordDocument,
    update: UpdateCustomerRecordDocument,
    delete: DeleteCustomerRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    // Never cut on a 1440-px screen (issue 19): the name shares the rest.
    { id: 'email', header: messages.email, fit: true },
    { id: 'phone', header: messages.phone, fit: true },
    { id: 'groupName', header: messages.group },
    { id: 'rewardPoints', header: messages.rewardPoints, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center', fit: true },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'email_contains', label: messages.searchEmail, chipLabel: messages.email, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'email', label: messages.email, kind: 'text' },
    { name: 'phone', label: messages.phone, kind: 'text' },
    {
      name: 'groupId',
      label: messages.group,
      kind: 'reference',
      options: { document: CustomerGroupOptionsDocument, labelField: 'name' },
    },
    { name: 'rewardPoints', label: messages.rewardPoints, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  bulkActive: true,
  rowLabel: (row) => `${row.name} (${row.email})`,
  // Newest customers first, as the server lists them by default.
  defaultSort: { field: 'createdAt', direction: 'desc' },
  formSections: [
    { id: 'general', title: rm.sectionGeneral, fields: ['name', 'email', 'phone'] },
    { id: 'rewards', title: rm.sectionRewards, fields: ['groupId', 'rewardPoints'] },
    { id: 'status', title: rm.sectionStatus, fields: ['isActive'], side: true },
  ],
  rules: 'customerRules',
  messages: { title: titles.customers, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(customers);
