import * as yup from 'yup';
import { FIELD_MESSAGES } from '../errors.ts';
import { EMAIL_MAX } from './limits.ts';

const BLANK = FIELD_MESSAGES.blank;

/** A required text of `min`..`max` characters after trimming; empty → 'Field cannot be blank'. */
export const text = (min: number, max: number) =>
  yup
    .string()
    .trim()
    .required(BLANK)
    .min(min, `Must be at least ${min} characters`)
    .max(max, `Must be at most ${max} characters`);

/** A required text of exactly `length` characters. */
export const exactText = (length: number) =>
  yup.string().trim().required(BLANK).length(length, `Must be exactly ${length} characters`);

/** Optional free text up to `max` characters; an empty string is stored as null. */
export const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v));

export const slug = (min = 3, max = 60) =>
  text(min, max).matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');

export const uuid = () =>
  exactText(36).matches(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'Must be a valid id',
  );

/** An optional reference; an empty choice ('' from a select nobody picked) is stored as null. */
export const optionalUuid = () =>
  yup
    .string()
    .matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Must be a valid id')
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v));

/** Money in integer minor units, never negative. */
export const money = () =>
  yup
    .number()
    .typeError('Must be a number')
    .integer('Must be whole minor units')
    .min(0, 'Cannot be negative');

export const requiredMoney = () => money().required(BLANK);
export const optionalMoney = () => money().nullable().default(null);

export const count = (max = 1_000_000) =>
  yup
    .number()
    .typeError('Must be a number')
    .integer('Must be a whole number')
    .min(0, 'Cannot be negative')
    .max(max, `Must be at most ${max}`);

export const percent = () => count(100);
export const sort = () => count(100_000).default(0);
export const flag = (defaultValue: boolean) =>
  yup.boolean().typeError('Must be true or false').default(defaultValue);

export const email = () =>
  yup
    .string()
    .trim()
    .required(BLANK)
    .email('Must be a valid email')
    .max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters`);
export const phone = () =>
  yup
    .string()
    .trim()
    .matches(/^\+?[0-9 ()-]{6,20}$/, 'Must be a valid phone number')
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v));

export const oneOf = <T extends string>(values: readonly T[]) =>
  yup
    .mixed<T>()
    .oneOf([...values], `Must be one of: ${values.join(', ')}`)
    .required(BLANK);

/** One of `values` or nothing: null (or '' from a select left empty) is stored as null. */
export const optionalOneOf = <T extends string>(values: readonly T[]) =>
  yup
    .mixed<T>()
    .nullable()
    .oneOf([...values, null], `Must be one of: ${values.join(', ')}`)
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v));

/** HH:MM or HH:MM:SS, 24-hour clock. */
export const timeOfDay = () =>
  yup
    .string()
    .required(BLANK)
    .matches(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use HH:MM');

export const dateTime = () => yup.date().typeError('Must be a date').nullable().default(null);
