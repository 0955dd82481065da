import { gql } from '@apollo/client';
import { orderStatusRules } from '@market/domain';
import { defineMessages } from 'react-intl';
import {
  CreateOrderStatusRecordDocument,
  DeleteOrderStatusRecordDocument,
  OrderStatusListDocument,
  OrderStatusRecordDocument,
  UpdateOrderStatusRecordDocument,
  type OrderStatusListQuery,
} from '../../graphql/generated.ts';
import { titles } from '../../shell/navigation.tsx';
import { ColourCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The list, record and change documents (`pnpm codegen` types them in generated.ts). */
export const orderStatusesDocuments = gql`
  fragment OrderStatusFields on OrderStatus {
    id
    version
    code
    name
    colour
    sort
    isTerminal
    notifyCustomer
  }
  query OrderStatusList($filter: OrderStatusFilter, $sort: OrderStatusSort, $first: Int, $offset: Int) {
    list: orderStatuses(filter: $filter, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        ...OrderStatusFields
      }
    }
  }
  query OrderStatusRecord($id: ID!) {
    record: orderStatus(id: $id) {
      ...OrderStatusFields
    }
  }
  mutation CreateOrderStatusRecord($input: OrderStatusInput!) {
    saved: createOrderStatus(input: $input) {
      id
      version
    }
  }
  mutation UpdateOrderStatusRecord($id: ID!, $version: Int!, $patch: OrderStatusInput!) {
    saved: updateOrderStatus(id: $id, version: $version, patch: $patch) {
      id
      version
    }
  }
  mutation DeleteOrderStatusRecord($id: ID!, $version: Int!) {
    deleted: deleteOrderStatus(id: $id, version: $version) {
      id
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.orderStatuses.singular', defaultMessage: 'order status' },
  name: { id: 'resource.orderStatuses.name', defaultMessage: 'Name' },
  code: { id: 'resource.orderStatuses.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'resource.orderStatuses.codeHint',
    defaultMessage: 'Lower-case letters, digits and underscores, e.g. out_for_delivery',
  },
  colour: { id: 'resource.orderStatuses.colour', defaultMessage: 'Colour' },
  sort: { id: 'resource.orderStatuses.sort', defaultMessage: 'Sort order' },
  isTerminal: { id: 'resource.orderStatuses.isTerminal', defaultMessage: 'Final status' },
  isTerminalHint: {
    id: 'resource.orderStatuses.isTerminalHint',
    defaultMessage: 'An order in this status cannot move to another one',
  },
  notifyCustomer: { id: 'resource.orderStatuses.notifyCustomer', defaultMessage: 'Notify customer' },
});

export const orderStatuses = defineResource<OrderStatusListQuery['list']['nodes'][number]>({
  resource: 'order-status',
  listName: 'orderStatuses',
  entityType: 'OrderStatus',
  path: '/configuration/order-status',
  documents: {
    list: OrderStatusListDocument,
    get: OrderStatusRecordDocument,
    create: CreateOrderStatusRecordDocument,
    update: UpdateOrderStatusRecordDocument,
    delete: DeleteOrderStatusRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'code', header: messages.code },
    { id: 'colour', header: messages.colour, cell: (row) => <ColourCell colour={row.colour} /> },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isTerminal', header: messages.isTerminal, align: 'center' },
    { id: 'notifyCustomer', header: messages.notifyCustomer, align: 'center' },
  ],
  filters: [
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'isTerminal', label: messages.isTerminal, kind: 'boolean' },
    { name: 'notifyCustomer', label: messages.notifyCustomer, kind: 'boolean' },
  ],
  fields: [
    { name: 'code', label: messages.code, kind: 'text', hint: messages.codeHint },
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'colour', label: messages.colour, kind: 'color' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isTerminal', label: messages.isTerminal, kind: 'switch', hint: messages.isTerminalHint },
    { name: 'notifyCustomer', label: messages.notifyCustomer, kind: 'switch' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: orderStatusRules,
  messages: { title: titles.orderStatus, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(orderStatuses);
