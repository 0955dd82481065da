import { defineMessages } from 'react-intl';
import {
  CreateDeliveryMethodRecordDocument,
  DeleteDeliveryMethodRecordDocument,
  DeliveryMethodListDocument,
  DeliveryMethodRecordDocument,
  UpdateDeliveryMethodRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const deliveryMethodsDocuments = /* GraphQL */ `
  fragment DeliveryMethodFields on DeliveryMethod @standardDocuments {
    id
    version
    code
    name
    fee
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.deliveryMethods.singular', defaultMessage: 'delivery method' },
  name: { id: 'resource.deliveryMethods.name', defaultMessage: 'Name' },
  code: { id: 'resource.deliveryMethods.code', defaultMessage: 'Code' },
  fee: { id: 'resource.deliveryMethods.fee', defaultMessage: 'Fee' },
  sort: { id: 'resource.deliveryMethods.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.deliveryMethods.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.deliveryMethods.search', defaultMessage: 'Search by name' },
});

export const deliveryMethods = defineResource({
  resource: PAGES.deliveryMethods.resource,
  listName: 'deliveryMethods',
  entityType: 'DeliveryMethod',
  path: PAGES.deliveryMethods.path,
  documents: {
    list: DeliveryMethodListDocument,
    get: DeliveryMethodRecordDocument,
    create: CreateDeliveryMethodRecordDocument,
    update: UpdateDeliveryMethodRecordDocument,
    delete: DeleteDeliveryMethodRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'code', header: messages.code },
    { id: 'fee', header: messages.fee, align: 'end', cell: (row) => <Amount value={row.fee} /> },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'fee', label: messages.fee, kind: 'money' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'deliveryMethodRules',
  messages: { title: titles.deliveryMethods, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(deliveryMethods);
