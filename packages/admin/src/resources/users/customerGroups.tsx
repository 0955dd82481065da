import { defineMessages } from 'react-intl';
import {
  CreateCustomerGroupRecordDocument,
  CustomerGroupListDocument,
  CustomerGroupRecordDocument,
  DeleteCustomerGroupRecordDocument,
  UpdateCustomerGroupRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { PercentCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const customerGroupsDocuments = /* GraphQL */ `
  fragment CustomerGroupFields on CustomerGroup @standardDocuments {
    id
    version
    name
    description
    discountPercent
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.customerGroups.singular', defaultMessage: 'customer group' },
  name: { id: 'resource.customerGroups.name', defaultMessage: 'Name' },
  description: { id: 'resource.customerGroups.description', defaultMessage: 'Description' },
  discountPercent: { id: 'resource.customerGroups.discountPercent', defaultMessage: 'Discount (%)' },
  discountPercentHint: {
    id: 'resource.customerGroups.discountPercentHint',
    defaultMessage: 'A whole percentage from 0 to 100 taken off every order of the group’s customers',
  },
});

export const customerGroups = defineResource({
  resource: PAGES.customerGroups.resource,
  listName: 'customerGroups',
  entityType: 'CustomerGroup',
  path: PAGES.customerGroups.path,
  documents: {
    list: CustomerGroupListDocument,
    get: CustomerGroupRecordDocument,
    create: CreateCustomerGroupRecordDocument,
    update: UpdateCustomerGroupRecordDocument,
    delete: DeleteCustomerGroupRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'description', header: messages.description },
    {
      id: 'discountPercent',
      header: messages.discountPercent,
      align: 'end',
      cell: (row) => <PercentCell value={row.discountPercent} />,
    },
  ],
  // The server filters customer groups by id and creation date only.
  filters: [],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'description', label: messages.description, kind: 'textarea' },
    {
      name: 'discountPercent',
      label: messages.discountPercent,
      kind: 'number',
      hint: messages.discountPercentHint,
    },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'name', direction: 'asc' },
  rules: 'customerGroupRules',
  messages: { title: titles.customerGroups, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(customerGroups);
