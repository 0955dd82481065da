import * as yup from 'yup';
import { COUPON_TYPES, DISCOUNT_TYPES } from '../../enums.ts';
import {
  count,
  dateTime,
  flag,
  money,
  oneOf,
  optionalMoney,
  optionalText,
  optionalUuid,
  requiredMoney,
  sort,
  text,
  uuid,
} from '../rules.ts';

// Coupons, sliders and app starts.

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
