import * as rules from '@market/domain';
import { orderSchemaFields } from '../../graphql/orderFields.ts';
import type { ResourceSpec } from '../spec.ts';
import { w, optStr, named, readOnly, newest } from './shorthands.ts';

/** E-commerce: orders, their returns and the customer notifications they queue. */
export const ORDER_SPECS: ResourceSpec[] = [
  {
    type: 'Order',
    list: 'orders',
    table: 'orders',
    permission: 'orders',
    rules: rules.orderEditRules,
    // Orders are placed by placeOrder and move by changeOrderStatus; staff edit only a few fields directly.
    operations: { update: true },
    defaultSort: { field: 'placedAt', direction: 'DESC' },
    // Items, timeline, cashback and next statuses, read from their own tables.
    schemaFields: orderSchemaFields,
    rowReads: ['status'],
    fields: {
      orderNo: { type: 'String', filter: ['eq'] },
      customerId: { type: 'ID', filter: ['eq'] },
      customerName: named('customers', 'customer_id'),
      storeId: { type: 'ID', filter: ['eq'] },
      storeName: named('stores', 'store_id'),
      merchantId: { type: 'ID', filter: ['eq'] },
      merchantName: named('merchants', 'merchant_id', 'legal_name'),
      paymentMethodId: { type: 'ID', nullable: true },
      paymentMethodName: named('payment_methods', 'payment_method_id'),
      deliveryMethodId: { type: 'ID', nullable: true },
      deliveryMethodName: named('delivery_methods', 'delivery_method_id'),
      deliveryDate: w('Date', { nullable: true }),
      timeslot: optStr(),
      status: { type: 'String', filter: ['eq', 'in'] },
      paymentStatus: { type: 'Int', filter: ['eq', 'in'] },
      currencyCode: { type: 'String' },
      subtotal: { type: 'Money' },
      deliveryCharges: { type: 'Money' },
      discount: { type: 'Money' },
      couponId: { type: 'ID', nullable: true },
      couponCode: named('coupons', 'coupon_id', 'code'),
      rewardPointsUsed: { type: 'Int' },
      rewardDiscount: { type: 'Money' },
      walletUsed: { type: 'Money' },
      grandTotal: { type: 'Money', sortable: true, filter: ['range'] },
      comments: optStr(),
      placedAt: { type: 'DateTime', sortable: true, filter: ['range'] },
    },
  },
  {
    type: 'Return',
    list: 'returns',
    table: 'returns',
    permission: 'orders',
    operations: readOnly,
    defaultSort: newest,
    fields: {
      orderId: { type: 'ID', filter: ['eq'] },
      items: { type: 'JSON' },
      reason: { type: 'String' },
      status: { type: 'String', filter: ['eq'] },
      refundAmount: { type: 'Money' },
    },
  },
  {
    // Customer notifications queued by status changes and their delivery (the notification worker).
    type: 'OutboxMessage',
    list: 'outboxMessages',
    table: 'notification_outbox',
    permission: 'orders',
    operations: readOnly,
    defaultSort: newest,
    fields: {
      event: { type: 'String', filter: ['eq'] },
      channel: { type: 'String', filter: ['eq'] },
      customerId: { type: 'ID', nullable: true, filter: ['eq'] },
      orderId: { type: 'ID', nullable: true, filter: ['eq'] },
      orderNo: named('orders', 'order_id', 'order_no'),
      status: { type: 'String', filter: ['eq', 'in'] },
      languageCode: { type: 'String', nullable: true },
      title: { type: 'String', nullable: true },
      body: { type: 'String', nullable: true },
      attempts: { type: 'Int' },
      nextAttemptAt: { type: 'DateTime' },
      lastError: { type: 'String', nullable: true },
      sentAt: { type: 'DateTime', nullable: true },
    },
  },
];
