import * as yup from 'yup';
import { NOTIFICATION_CHANNELS, ORDER_STATUS_OUTCOMES } from '../../enums.ts';
import { FIELD_MESSAGES } from '../../errors.ts';
import {
  count,
  exactText,
  flag,
  money,
  oneOf,
  optionalOneOf,
  optionalText,
  slug,
  sort,
  text,
  uuid,
} from '../rules.ts';

// Languages, currencies, places, payment and delivery methods, order statuses and the app's content.

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
