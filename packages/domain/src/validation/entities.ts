import * as yup from 'yup';
import {
  COMMISSION_TYPES,
  COUPON_TYPES,
  DISCOUNT_TYPES,
  MERCHANT_STATUSES,
  NOTIFICATION_CHANNELS,
  ORDER_STATUS_OUTCOMES,
  PAYMENT_STATUS,
  ROLES,
} from '../enums.ts';
import { FIELD_MESSAGES } from '../errors.ts';

const PAYMENT_STATUS_CODES = Object.values(PAYMENT_STATUS);
import {
  count,
  dateTime,
  email,
  exactText,
  flag,
  money,
  oneOf,
  optionalMoney,
  optionalOneOf,
  optionalText,
  optionalUuid,
  percent,
  phone,
  requiredMoney,
  slug,
  sort,
  text,
  timeOfDay,
  uuid,
} from './rules.ts';

// One schema per entity, in the GraphQL field names (camelCase). The server validates the whole row
// after applying a patch, so cross-field rules hold for edits too.

export const languageRules = yup.object({
  name: text(2, 20),
  code: text(2, 6),
  locale: text(2, 50),
  isRtl: flag(false),
  isDefault: flag(false),
});

export const currencyRules = yup.object({
  name: text(3, 80),
  code: exactText(3).matches(/^[A-Z]{3}$/, 'Must be a 3-letter ISO 4217 code, e.g. USD'),
  symbolLeft: optionalText(8),
  symbolRight: optionalText(8),
  decimalPlaces: count(4).default(2),
  isDefault: flag(false),
});

export const stateRules = yup.object({
  name: text(2, 80),
  code: exactText(2).matches(/^[A-Za-z0-9]{2}$/, 'Use two letters or digits'),
});

export const cityRules = yup.object({
  stateId: uuid(),
  name: text(2, 80),
});

export const filterGroupRules = yup.object({
  name: text(2, 30),
  slug: slug(3, 60),
  sort: sort(),
});

export const filterRules = yup.object({
  groupId: optionalUuid(),
  merchantId: uuid(),
  name: text(2, 30),
  description: text(5, 200),
  slug: slug(3, 60),
});

export const helpCategoryRules = yup.object({
  name: text(2, 80),
  sort: sort(),
  isActive: flag(true),
});

export const helpRules = yup.object({
  categoryId: optionalUuid(),
  question: text(10, 100),
  answer: text(15, 1000),
  sort: sort(),
  isActive: flag(true),
});

export const paymentMethodRules = yup.object({
  code: slug(2, 40),
  name: text(2, 80),
  fee: money().default(0),
  isActive: flag(true),
  sort: sort(),
});

export const deliveryMethodRules = paymentMethodRules;

export const orderStatusRules = yup.object({
  code: text(2, 40).matches(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and underscores'),
  name: text(2, 60),
  colour: text(4, 7).matches(/^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/, 'Use a colour like #4b7cf3'),
  sort: sort(),
  isTerminal: flag(false),
  notifyCustomer: flag(false),
  outcome: optionalOneOf(ORDER_STATUS_OUTCOMES),
  /** Codes of the statuses an order in this one may move to (order_status_transitions), as a set. */
  nextStatuses: yup
    .array(yup.string().trim().required(FIELD_MESSAGES.blank))
    .typeError('Must be a list')
    .default([])
    .test('not-itself', 'A status cannot follow itself', function notItself(list) {
      return !(list ?? []).includes(String(this.parent.code));
    }),
});

export const deliverySystemStatusRules = yup.object({
  provider: text(2, 40),
  code: text(1, 40),
  name: text(2, 80),
  mapsToOrderStatus: yup.string().nullable().default(null),
});

export const notificationRules = yup.object({
  event: text(2, 60),
  channel: oneOf(NOTIFICATION_CHANNELS),
  languageCode: text(2, 6),
  title: text(2, 120),
  body: text(2, 4000),
});

export const pageRules = yup.object({
  slug: slug(2, 80),
  title: text(2, 120),
  body: text(1, 100_000),
  isActive: flag(true),
});

export const onboardingRules = yup.object({
  image: optionalText(500),
  title: text(2, 80),
  text: text(2, 500),
  sort: sort(),
  isActive: flag(true),
});

export const appMenuRules = yup.object({
  title: text(2, 60),
  link: text(1, 500),
  icon: optionalText(80),
  sort: sort(),
  isActive: flag(true),
});

export const merchantRules = yup.object({
  legalName: text(2, 120),
  contactName: text(2, 120),
  email: email(),
  phone: phone(),
  status: oneOf(MERCHANT_STATUSES).default('pending'),
  commissionType: oneOf(COMMISSION_TYPES).default('percent'),
  commissionValue: money()
    .default(0)
    .when('commissionType', {
      is: 'percent',
      then: (s) => s.max(100, 'A percentage cannot exceed 100'),
    }),
  isActive: flag(true),
});

export const storeTypeRules = yup.object({
  name: text(2, 60),
  slug: slug(2, 60),
  icon: optionalText(500),
  sort: sort(),
  isActive: flag(true),
});

export const storeTypeCollectionRules = yup.object({
  storeTypeId: uuid(),
  name: text(2, 80),
  image: optionalText(500),
  sort: sort(),
  isActive: flag(true),
});

/** A latitude (±90) or longitude (±180) in degrees; the database keeps six decimals (about 10 cm). */
const coordinate = (limit: number) =>
  yup
    .number()
    .typeError('Must be a number')
    .min(-limit, `Must be at least -${limit}`)
    .max(limit, `Must be at most ${limit}`)
    .test('decimals', 'Use at most 6 decimal places', (v) => v == null || Math.round(v * 1e6) / 1e6 === v)
    .nullable()
    .default(null);

export const storeRules = yup
  .object({
    merchantId: uuid(),
    storeTypeId: uuid(),
    cityId: optionalUuid(),
    currencyCode: exactText(3)
      .matches(/^[A-Z]{3}$/, 'Must be a 3-letter ISO 4217 code, e.g. USD')
      .default('USD'),
    name: text(2, 120),
    slug: slug(3, 120),
    zipCode: optionalText(12),
    address: optionalText(300),
    lat: coordinate(90),
    lng: coordinate(180),
    logo: optionalText(500),
    banner: optionalText(500),
    asap: flag(true),
    preparationTime: count(24 * 60).default(20),
    bufferTime: count(24 * 60).default(0),
    minimumOrderAmount: money().default(0),
    maximumOrderAmount: optionalMoney(),
    freeDeliveryAmount: optionalMoney(),
    commissionType: oneOf(COMMISSION_TYPES).default('percent'),
    commissionValue: money()
      .default(0)
      .when('commissionType', { is: 'percent', then: (s) => s.max(100, 'A percentage cannot exceed 100') }),
    discount: percent().default(0),
    averagePrice: optionalMoney(),
    metaTitle: optionalText(70),
    metaDescription: optionalText(160),
    isOpen: flag(true),
    isActive: flag(true),
  })
  .test('order-range', 'Maximum order amount must be at least the minimum', function (store) {
    if (store.maximumOrderAmount == null || store.maximumOrderAmount >= (store.minimumOrderAmount ?? 0))
      return true;
    return this.createError({
      path: 'maximumOrderAmount',
      message: 'Must be at least the minimum order amount',
    });
  });

export const storeTimeslotRules = yup
  .object({
    storeId: uuid(),
    weekday: count(6).required('Field cannot be blank'),
    opensAt: timeOfDay(),
    closesAt: timeOfDay(),
  })
  .test('slot-order', 'Closing time must be after opening time', function (slot) {
    if (!slot.opensAt || !slot.closesAt || slot.closesAt > slot.opensAt) return true;
    return this.createError({ path: 'closesAt', message: 'Must be after the opening time' });
  });

export const categoryRules = yup.object({
  parentId: optionalUuid(),
  name: text(2, 80),
  slug: slug(2, 80),
  image: optionalText(500),
  sort: sort(),
  isActive: flag(true),
});

export const productRules = yup
  .object({
    storeId: uuid(),
    categoryId: optionalUuid(),
    name: text(2, 160),
    sku: text(1, 64),
    description: optionalText(5000),
    image: optionalText(500),
    price: requiredMoney(),
    compareAtPrice: optionalMoney(),
    stock: count(10_000_000).default(0),
    isAvailable: flag(true),
  })
  .test('compare-price', 'Compare-at price must be at least the price', function (p) {
    if (p.compareAtPrice == null || p.compareAtPrice >= p.price) return true;
    return this.createError({ path: 'compareAtPrice', message: 'Must be at least the price' });
  });

export const customerGroupRules = yup.object({
  name: text(2, 60),
  description: optionalText(300),
  discountPercent: percent().default(0),
});

export const adminGroupRules = yup.object({
  name: text(2, 60),
  description: optionalText(300),
});

export const customerRules = yup.object({
  name: text(2, 120),
  email: email(),
  phone: phone(),
  groupId: optionalUuid(),
  rewardPoints: count(100_000_000).default(0),
  isActive: flag(true),
});

/** Staff accounts as admins edit them; passwords change only through the auth service. */
export const adminRules = yup.object({
  email: email(),
  firstName: text(1, 60),
  lastName: optionalText(60),
  phone: phone(),
  imageUrl: optionalText(500),
  role: yup
    .mixed<(typeof ROLES)[number]>()
    .oneOf([...ROLES], `Must be one of: ${ROLES.join(', ')}`)
    .nullable()
    .default(null),
  isActive: flag(true),
});

export const couponRules = yup
  .object({
    code: text(3, 32).matches(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, dashes and underscores'),
    title: text(2, 120),
    type: oneOf(COUPON_TYPES),
    discountType: oneOf(DISCOUNT_TYPES),
    discountValue: requiredMoney().when('discountType', {
      is: 'percentage',
      then: (s) => s.max(100, 'A percentage cannot exceed 100'),
    }),
    maxDiscount: optionalMoney(),
    minOrderAmount: money().default(0),
    validFrom: yup.date().typeError('Must be a date').required('Field cannot be blank'),
    validTo: yup.date().typeError('Must be a date').required('Field cannot be blank'),
    // No limit is null; a cleared number field sends '' and means the same.
    totalLimit: count()
      .nullable()
      .default(null)
      .transform((value: unknown, original: unknown) => (original === '' ? null : value)),
    perCustomerLimit: count()
      .nullable()
      .default(null)
      .transform((value: unknown, original: unknown) => (original === '' ? null : value)),
    storeId: optionalUuid(),
    storeTypeId: optionalUuid(),
    isActive: flag(true),
  })
  .test('valid-window', 'The coupon must end after it starts', function (c) {
    if (!c.validFrom || !c.validTo || c.validTo > c.validFrom) return true;
    return this.createError({ path: 'validTo', message: 'Must be after the start date' });
  });

const sliderShape = {
  title: text(2, 120),
  image: text(1, 500),
  link: optionalText(500),
  sort: sort(),
  activeFrom: dateTime(),
  activeTo: dateTime(),
  isActive: flag(true),
};

function activeWindow(this: yup.TestContext, s: { activeFrom?: Date | null; activeTo?: Date | null }) {
  if (!s.activeFrom || !s.activeTo || s.activeTo > s.activeFrom) return true;
  return this.createError({ path: 'activeTo', message: 'Must be after the start date' });
}

export const sliderRules = yup.object(sliderShape).test('active-window', 'Bad window', activeWindow);
export const storeSliderRules = yup
  .object({ ...sliderShape, storeId: uuid() })
  .test('active-window', 'Bad window', activeWindow);
export const appStartRules = yup
  .object({ ...sliderShape, durationSeconds: count(60).default(3) })
  .test('active-window', 'Bad window', activeWindow);

/** The few order fields staff edit directly; status changes go through the status transition. */
export const orderEditRules = yup.object({
  deliveryDate: yup.string().nullable().default(null),
  timeslot: optionalText(40),
  comments: optionalText(2000),
});

/** A manual wallet credit (positive) or debit (negative) posted by an admin. */
export const walletAdjustmentRules = yup.object({
  accountId: uuid(),
  amount: yup
    .number()
    .typeError('Must be a number')
    .integer('Must be whole minor units')
    .required('Field cannot be blank')
    .test('non-zero', 'Cannot be zero', (v) => v !== 0),
  reason: text(3, 300),
  idempotencyKey: text(8, 100),
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
