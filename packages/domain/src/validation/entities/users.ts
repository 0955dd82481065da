import * as yup from 'yup';
import { COMMISSION_TYPES, MERCHANT_STATUSES, ROLES } from '../../enums.ts';
import {
  count,
  email,
  flag,
  money,
  oneOf,
  optionalText,
  optionalUuid,
  percent,
  phone,
  text,
} from '../rules.ts';

// Merchants, customers and staff.

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
