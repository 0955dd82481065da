import { ORDER_STATUS_OUTCOMES } from '@market/domain';
import { defineMessages } from 'react-intl';
import {
  CreateOrderStatusRecordDocument,
  DeleteOrderStatusRecordDocument,
  OrderStatusListDocument,
  OrderStatusNextStatusOptionsDocument,
  OrderStatusRecordDocument,
  UpdateOrderStatusRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { choicesOf, ColourCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const orderStatusesDocuments = /* GraphQL */ `
  fragment OrderStatusFields on OrderStatus @standardDocuments {
    id
    version
    code
    name
    colour
    sort
    isTerminal
    notifyCustomer
    outcome
    nextStatuses
  }
  query OrderStatusNextStatusOptions {
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
  outcome: { id: 'resource.orderStatuses.outcome', defaultMessage: 'Outcome' },
  outcomeHint: {
    id: 'resource.orderStatuses.outcomeHint',
    defaultMessage:
      'What reaching this status means for money: delivered credits cashback, cancelled or refunded takes it back',
  },
  inProgress: { id: 'resource.orderStatuses.outcome.none', defaultMessage: 'None (order in progress)' },
  nextStatuses: { id: 'resource.orderStatuses.nextStatuses', defaultMessage: 'Next statuses' },
  nextStatusesHint: {
    id: 'resource.orderStatuses.nextStatusesHint',
    defaultMessage: 'The statuses an order in this status may be moved to',
  },
});

const outcomeLabels = defineMessages({
  delivered: { id: 'resource.orderStatuses.outcome.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'resource.orderStatuses.outcome.cancelled', defaultMessage: 'Cancelled' },
  refunded: { id: 'resource.orderStatuses.outcome.refunded', defaultMessage: 'Refunded' },
});

export const orderStatuses = defineResource({
  resource: PAGES.orderStatus.resource,
  listName: 'orderStatuses',
  entityType: 'OrderStatus',
  path: PAGES.orderStatus.path,
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
    {
      name: 'outcome',
      label: messages.outcome,
      kind: 'select',
      hint: messages.outcomeHint,
      emptyChoice: messages.inProgress,
      choices: choicesOf(ORDER_STATUS_OUTCOMES, outcomeLabels),
    },
    // Stored by code, like an order's status; the server refuses unknown codes and the status itself.
    {
      name: 'nextStatuses',
      label: messages.nextStatuses,
      kind: 'multiReference',
      hint: messages.nextStatusesHint,
      options: { document: OrderStatusNextStatusOptionsDocument, labelField: 'name', valueField: 'code' },
    },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'orderStatusRules',
  messages: { title: titles.orderStatus, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(orderStatuses);
