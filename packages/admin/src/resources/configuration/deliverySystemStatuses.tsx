import { defineMessages } from 'react-intl';
import {
  CreateDeliverySystemStatusRecordDocument,
  DeleteDeliverySystemStatusRecordDocument,
  DeliverySystemStatusListDocument,
  DeliverySystemStatusOrderStatusOptionsDocument,
  DeliverySystemStatusRecordDocument,
  UpdateDeliverySystemStatusRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const deliverySystemStatusesDocuments = /* GraphQL */ `
  fragment DeliverySystemStatusFields on DeliverySystemStatus @standardDocuments {
    id
    version
    provider
    code
    name
    mapsToOrderStatus
  }
  query DeliverySystemStatusOrderStatusOptions {
    list: orderStatuses(first: 200, sort: { field: sort }) {
      totalCount
      nodes {
        id
        code
        name
      }
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.deliverySystemStatuses.singular', defaultMessage: 'delivery system status' },
  provider: { id: 'resource.deliverySystemStatuses.provider', defaultMessage: 'Delivery provider' },
  code: { id: 'resource.deliverySystemStatuses.code', defaultMessage: 'Provider’s code' },
  name: { id: 'resource.deliverySystemStatuses.name', defaultMessage: 'Name' },
  mapsToOrderStatus: {
    id: 'resource.deliverySystemStatuses.mapsToOrderStatus',
    defaultMessage: 'Order status',
  },
});

export const deliverySystemStatuses = defineResource({
  resource: PAGES.deliverySystemStatuses.resource,
  listName: 'deliverySystemStatuses',
  entityType: 'DeliverySystemStatus',
  path: PAGES.deliverySystemStatuses.path,
  documents: {
    list: DeliverySystemStatusListDocument,
    get: DeliverySystemStatusRecordDocument,
    create: CreateDeliverySystemStatusRecordDocument,
    update: UpdateDeliverySystemStatusRecordDocument,
    delete: DeleteDeliverySystemStatusRecordDocument,
  },
  columns: [
    { id: 'provider', header: messages.provider },
    { id: 'code', header: messages.code },
    { id: 'name', header: messages.name, sortable: true },
    { id: 'mapsToOrderStatus', header: messages.mapsToOrderStatus },
  ],
  filters: [{ name: 'provider', label: messages.provider, kind: 'text' }],
  fields: [
    { name: 'provider', label: messages.provider, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'name', label: messages.name, kind: 'text' },
    // The order status this provider status moves an order to, stored by its code (not its id).
    {
      name: 'mapsToOrderStatus',
      label: messages.mapsToOrderStatus,
      kind: 'reference',
      options: {
        document: DeliverySystemStatusOrderStatusOptionsDocument,
        labelField: 'name',
        valueField: 'code',
      },
    },
  ],
  rowLabel: (row) => `${row.provider}: ${row.name}`,
  defaultSort: { field: 'name', direction: 'asc' },
  rules: 'deliverySystemStatusRules',
  messages: { title: titles.deliverySystemStatuses, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(deliverySystemStatuses);
