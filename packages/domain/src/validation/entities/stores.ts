import * as yup from 'yup';
import { COMMISSION_TYPES } from '../../enums.ts';
import {
  count,
  exactText,
  flag,
  money,
  oneOf,
  optionalMoney,
  optionalText,
  optionalUuid,
  percent,
  slug,
  sort,
  text,
  timeOfDay,
  uuid,
} from '../rules.ts';

// Stores, their types and collections, and their opening timeslots.

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
