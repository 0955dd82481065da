import * as yup from 'yup';
import { ROLES } from '../enums.ts';
import { FIELD_MESSAGES } from '../errors.ts';
import { count, email, money, oneOf, optionalOneOf, optionalText, text, timeOfDay, uuid } from './rules.ts';

const optional = <T extends yup.Schema>(schema: T) => schema.optional();
const version = () =>
  yup
    .string()
    .trim()
    .matches(/^\d+\.\d+\.\d+$/, 'Use a version like 3.4.1');

export const LOGIN_TYPES = ['otp', 'password'] as const;

/**
 * A change to the typed app settings (/configuration/app-general, /catalog/settings-general). Every field is
 * optional: only what is sent changes. The payment secret key is write-only: it can be set or cleared (null)
 * but is never sent back.
 */
export const appSettingsPatchRules = yup.object({
  phoneRegex: optional(
    text(1, 200).test('regex', 'Must be a valid regular expression', (v) => {
      if (v === undefined) return true;
      try {
        new RegExp(v);
        return true;
      } catch {
        return false;
      }
    }),
  ),
  phoneLength: optional(count(20).min(6, 'Must be at least 6')),
  iosMinVersion: optional(version()),
  iosLatestVersion: optional(version()),
  androidMinVersion: optional(version()),
  androidLatestVersion: optional(version()),
  rewardPointsPerCurrencyUnit: optional(count(10_000)),
  rewardRedemptionRate: optional(count(1_000_000).min(1, 'Must be at least 1')),
  loginType: optional(
    yup.mixed<(typeof LOGIN_TYPES)[number]>().oneOf([...LOGIN_TYPES], `Must be one of: otp, password`),
  ),
  paymentPublishableKey: optionalText(200).optional(),
  paymentSecretKey: optionalText(200).optional(),
  catalogLowStockThreshold: optional(count(100_000)),
  // Days a job's result file (an export, an import report) is kept before it is removed.
  jobFileRetentionDays: optional(count(3650).min(1, 'Must be at least 1')),
  // Reports count days in this zone (IANA name, e.g. Africa/Cairo); unset means UTC.
  reportTimeZone: optionalText(64)
    .optional()
    .test('timeZone', 'Must be a time zone such as Africa/Cairo or UTC', (v) => {
      if (v === undefined || v === null || v === '') return true;
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }),
});

/** A product is low on stock at or below this many units while the catalogue settings name none. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** Job result files are removed this many days after they were written while the app settings name none. */
export const DEFAULT_JOB_FILE_RETENTION_DAYS = 7;

const idList = (max: number) =>
  yup
    .array(uuid())
    .typeError('Must be a list')
    .required(FIELD_MESSAGES.blank)
    .min(1, 'Choose at least one')
    .max(max, `At most ${max} at a time`);

/** Adding or removing member stores of a store-type collection (a collection may hold thousands). */
export const collectionMembersRules = yup.object({
  collectionId: uuid(),
  storeIds: idList(1000),
});

export const adminGroupMembersRules = yup.object({
  groupId: uuid(),
  accountIds: idList(1000),
});

/** The languages staff messages (invitation, password reset) are written in; null = the default language. */
export const STAFF_LANGUAGES = ['en', 'ar'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/**
 * Inviting a staff member: an account with a role and no usable password until they follow the emailed
 * link (in `language`) and choose one.
 */
export const inviteStaffRules = yup.object({
  email: email(),
  firstName: text(1, 60),
  lastName: optionalText(60),
  role: oneOf(ROLES),
  language: optionalOneOf(STAFF_LANGUAGES),
});

/** Granting a role to a self-registered account that is waiting for access. */
export const grantRoleRules = yup.object({
  accountId: uuid(),
  role: oneOf(ROLES),
});

export const RETURN_DECISIONS = ['approved', 'rejected', 'refunded'] as const;

/** A return of some items of an order, as staff record it. */
export const createReturnRules = yup.object({
  orderId: uuid(),
  reason: text(5, 500),
  items: yup
    .array(
      yup.object({
        orderItemId: uuid(),
        qty: count(1000).min(1, 'Must be at least 1').required(FIELD_MESSAGES.blank),
      }),
    )
    .typeError('Must be a list')
    .required(FIELD_MESSAGES.blank)
    .min(1, 'Choose at least one item'),
});

/** Moving a return on: approved or rejected when requested; refunded (with an amount) when approved. */
export const returnDecisionRules = yup.object({
  status: oneOf(RETURN_DECISIONS),
  refundAmount: money().default(0),
  note: optionalText(500),
});

const OVERLAP = 'Overlaps another slot on the same day';

/** 'HH:MM' of 'HH:MM' or 'HH:MM:SS': slots are kept to the minute, so they are compared to the minute. */
const minute = (time: string) => time.slice(0, 5);

const weekdaySlot = yup
  .object({
    weekday: count(6).required(FIELD_MESSAGES.blank),
    opensAt: timeOfDay(),
    closesAt: timeOfDay(),
  })
  .test('slot-order', 'Must be after the opening time', function (slot) {
    if (!slot.opensAt || !slot.closesAt || minute(slot.closesAt) > minute(slot.opensAt)) return true;
    return this.createError({ path: `${this.path}.closesAt`, message: 'Must be after the opening time' });
  });

/**
 * A store's whole weekly opening hours (0 = Sunday … 6 = Saturday), replaced as one set. Slots of one day
 * may not share a minute; each overlapping slot is reported on its opening time.
 */
export const storeTimeslotSetRules = yup.object({
  storeId: uuid(),
  timeslots: yup
    .array(weekdaySlot)
    .typeError('Must be a list')
    .required(FIELD_MESSAGES.blank)
    .max(70, 'At most 70 at a time')
    .test('no-overlap', OVERLAP, function (slots) {
      const valid = (slots ?? []).map((s) =>
        s.opensAt && s.closesAt && minute(s.closesAt) > minute(s.opensAt)
          ? { weekday: s.weekday, opens: minute(s.opensAt), closes: minute(s.closesAt) }
          : null,
      );
      const errors = valid.flatMap((slot, i) =>
        slot &&
        valid.some(
          (other, j) =>
            j !== i &&
            other !== null &&
            other.weekday === slot.weekday &&
            other.opens < slot.closes &&
            slot.opens < other.closes,
        )
          ? [this.createError({ path: `${this.path}[${i}].opensAt`, message: OVERLAP })]
          : [],
      );
      return errors.length === 0 ? true : new yup.ValidationError(errors);
    }),
});
