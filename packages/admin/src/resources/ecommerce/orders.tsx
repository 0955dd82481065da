import { PAYMENT_STATUS, type PaymentStatus } from '@market/domain';
import { StatusBadge } from '@market/ui';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import {
  OrderListDocument,
  OrderRecordDocument,
  OrderStatusOptionsDocument,
  UpdateOrderRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { DateTimeCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';
import { OrderBulkStatus } from './OrderBulkStatus.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/**
 * Orders are placed by customers (placeOrder) and never deleted: staff list, view and edit a few fields;
 * status and payment status move on the view page along their allowed transitions.
 */
export const ordersDocuments = /* GraphQL */ `
  fragment OrderRowFields on Order {
    id
    version
    orderNo
    customerName
    storeName
    merchantName
    status
    paymentStatus
    grandTotal
    currencyCode
    placedAt
  }
  query OrderList($filter: OrderFilter, $sort: OrderSort, $first: Int, $offset: Int) {
    list: orders(filter: $filter, sort: $sort, first: $first, offset: $offset) {
      totalCount
      totalCountIsEstimate
      nodes {
        ...OrderRowFields
      }
    }
  }
  query OrderRecord($id: ID!) {
    record: order(id: $id) {
      id
      version
      orderNo
      deliveryDate
      timeslot
      comments
    }
  }
  mutation UpdateOrderRecord($id: ID!, $version: Int!, $patch: OrderInput!) {
    saved: updateOrder(id: $id, version: $version, patch: $patch) {
      id
      version
    }
  }
  query OrderStatusOptions {
    list: orderStatuses(first: 200, sort: { field: sort, direction: ASC }) {
      totalCount
      nodes {
        id
        code
        name
        colour
      }
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.orders.singular', defaultMessage: 'order' },
  orderNo: { id: 'resource.orders.orderNo', defaultMessage: 'Order number' },
  customer: { id: 'resource.orders.customer', defaultMessage: 'Customer' },
  store: { id: 'resource.orders.store', defaultMessage: 'Store' },
  merchant: { id: 'resource.orders.merchant', defaultMessage: 'Merchant' },
  status: { id: 'resource.orders.status', defaultMessage: 'Status' },
  paymentStatus: { id: 'resource.orders.paymentStatus', defaultMessage: 'Payment' },
  grandTotal: { id: 'resource.orders.grandTotal', defaultMessage: 'Grand total' },
  placedAt: { id: 'resource.orders.placedAt', defaultMessage: 'Placed' },
  placedFrom: { id: 'resource.orders.placedFrom', defaultMessage: 'Placed from' },
  placedTo: { id: 'resource.orders.placedTo', defaultMessage: 'Placed to' },
  deliveryDate: { id: 'resource.orders.deliveryDate', defaultMessage: 'Delivery date' },
  timeslot: { id: 'resource.orders.timeslot', defaultMessage: 'Timeslot' },
  comments: { id: 'resource.orders.comments', defaultMessage: 'Comments' },
});

/** The spec's payment status labels (1 Pending, 2 Processing, 3 Success, 4 Failed). */
export const paymentStatusMessages: Record<PaymentStatus, MessageDescriptor> = defineMessages({
  [PAYMENT_STATUS.PENDING]: { id: 'payment.status.pending', defaultMessage: 'Pending' },
  [PAYMENT_STATUS.PROCESSING]: { id: 'payment.status.processing', defaultMessage: 'Processing' },
  [PAYMENT_STATUS.SUCCESS]: { id: 'payment.status.success', defaultMessage: 'Success' },
  [PAYMENT_STATUS.FAILED]: { id: 'payment.status.failed', defaultMessage: 'Failed' },
});

const PAYMENT_TONE = { 1: 'neutral', 2: 'info', 3: 'success', 4: 'danger' } as const;

/** A payment status as a coloured badge with its translated label. */
export function PaymentStatusBadge({ status }: { status: number }) {
  const known = status as PaymentStatus;
  if (!(known in paymentStatusMessages)) return <>{status}</>;
  return (
    <StatusBadge tone={PAYMENT_TONE[known]}>
      <FormattedMessage {...paymentStatusMessages[known]} />
    </StatusBadge>
  );
}

export const orders = defineResource({
  resource: PAGES.orders.resource,
  listName: 'orders',
  entityType: 'Order',
  path: PAGES.orders.path,
  documents: {
    list: OrderListDocument,
    get: OrderRecordDocument,
    update: UpdateOrderRecordDocument,
  },
  columns: [
    { id: 'orderNo', header: messages.orderNo, fit: true },
    // Never cut on a 1440-px screen (issue 19): the store and merchant share the rest.
    { id: 'customerName', header: messages.customer, fit: true },
    { id: 'storeName', header: messages.store },
    { id: 'merchantName', header: messages.merchant },
    {
      id: 'status',
      header: messages.status,
      fit: true,
      cell: (row) => <OrderStatusBadge code={row.status} />,
    },
    {
      id: 'paymentStatus',
      header: messages.paymentStatus,
      fit: true,
      cell: (row) => <PaymentStatusBadge status={row.paymentStatus} />,
    },
    {
      id: 'grandTotal',
      header: messages.grandTotal,
      sortable: true,
      align: 'end',
      cell: (row) => <Amount value={row.grandTotal} currency={row.currencyCode} />,
    },
    {
      id: 'placedAt',
      header: messages.placedAt,
      sortable: true,
      fit: true,
      cell: (row) => <DateTimeCell value={row.placedAt} />,
    },
  ],
  filters: [
    { name: 'orderNo', label: messages.orderNo, kind: 'text' },
    {
      name: 'status',
      label: messages.status,
      kind: 'select',
      options: { document: OrderStatusOptionsDocument, labelField: 'name', valueField: 'code' },
    },
    {
      name: 'paymentStatus',
      label: messages.paymentStatus,
      kind: 'select',
      numeric: true,
      choices: Object.entries(paymentStatusMessages).map(([value, label]) => ({ value, label })),
    },
    { name: 'storeId', label: messages.store, kind: 'reference', reference: 'Store' },
    { name: 'merchantId', label: messages.merchant, kind: 'reference', reference: 'Merchant' },
    { name: 'customerId', label: messages.customer, kind: 'reference', reference: 'Customer' },
    { name: 'placedAt_gte', label: messages.placedFrom, chipLabel: messages.placedAt, kind: 'dateFrom' },
    { name: 'placedAt_lte', label: messages.placedTo, kind: 'dateTo' },
  ],
  fields: [
    { name: 'deliveryDate', label: messages.deliveryDate, kind: 'date' },
    { name: 'timeslot', label: messages.timeslot, kind: 'text' },
    { name: 'comments', label: messages.comments, kind: 'textarea' },
  ],
  rowLabel: (row) => row.orderNo,
  rowHref: (row) => `/ecommerce/orders/view/${row.id}`,
  defaultSort: { field: 'placedAt', direction: 'desc' },
  bulkActions: OrderBulkStatus,
  rules: 'orderEditRules',
  messages: { title: titles.orders, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(orders);
