import * as yup from 'yup';
import { PAYMENT_STATUS } from '../../enums.ts';
import { FIELD_MESSAGES } from '../../errors.ts';
import { flag, optionalText, optionalUuid, text, uuid } from '../rules.ts';

// Orders: the fields staff edit, status and payment changes, and placing an order.

const PAYMENT_STATUS_CODES = Object.values(PAYMENT_STATUS);

/** The few order fields staff edit directly; status changes go through the status transition. */
export const orderEditRules = yup.object({
  deliveryDate: yup.string().nullable().default(null),
  timeslot: optionalText(40),
  comments: optionalText(2000),
});

export const orderStatusChangeRules = yup.object({
  toStatus: text(2, 40),
  comment: optionalText(2000),
  notifyCustomer: flag(false),
});

/** A payment status change (1 Pending, 2 Processing, 3 Success, 4 Failed; which may follow which is checked apart). */
export const paymentStatusChangeRules = yup.object({
  paymentStatus: yup
    .number()
    .typeError('Must be one of: 1, 2, 3, 4')
    .oneOf([...PAYMENT_STATUS_CODES], 'Must be one of: 1, 2, 3, 4')
    .required(FIELD_MESSAGES.blank),
  note: optionalText(500),
});

/** An order placed for a customer at one store (the live board's source of new orders). */
export const placeOrderRules = yup.object({
  customerId: uuid(),
  storeId: uuid(),
  paymentMethodId: optionalUuid(),
  deliveryMethodId: optionalUuid(),
  deliveryDate: yup.string().nullable().default(null),
  timeslot: optionalText(40),
  comments: optionalText(2000),
  /** A coupon code the customer entered; checked against the coupon's redemption rules. */
  couponCode: optionalText(32),
  items: yup
    .array(
      yup.object({
        productId: uuid(),
        qty: yup
          .number()
          .typeError('Must be a number')
          .integer('Must be a whole number')
          .min(1, 'Must be at least 1')
          .max(999, 'Must be at most 999')
          .required(FIELD_MESSAGES.blank),
      }),
    )
    .typeError('Must be a list')
    .required(FIELD_MESSAGES.blank)
    .min(1, 'Add at least one item'),
});
