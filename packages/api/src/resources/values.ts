/**
 * Checks of single values by their field type, shared by GraphQL arguments, list filters, cursors and CSV
 * export filters, so that a value PostgreSQL would refuse (or, worse, quietly turn into something else, as
 * `'2024-02-30'::date` would not but `Date.parse` would) is a VALIDATION error on its field instead.
 */
import { MAX_MINOR_UNITS, isMinorUnits } from '@market/domain';
import type { FieldType } from './spec.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

export const isUuid = (value: string): boolean => UUID.test(value);

function isCalendarDay(y: string, m: string, d: string): boolean {
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && isCalendarDay(m[1]!, m[2]!, m[3]!);
}

export function isIsoDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isCalendarDay(m[1]!, m[2]!, m[3]!)) return false;
  const [hh = '0', mm = '0', ss = '0'] = [m[4], m[5], m[6]];
  return Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60;
}

export function isTime(value: string): boolean {
  const m = TIME.exec(value);
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60 && Number(m[3] ?? 0) < 60;
}

/**
 * Why `value` cannot stand for a `type` in SQL, or null when it can. Strings must hold no NUL (PostgreSQL
 * text cannot); numbers must fit their column.
 */
export function valueProblem(value: unknown, type: FieldType): string | null {
  if (typeof value === 'string' && value.includes('\0')) return 'Must not contain a NUL character';
  switch (type) {
    case 'ID':
      return typeof value === 'string' && isUuid(value) ? null : 'Not a valid id';
    case 'DateTime':
      return typeof value === 'string' && isIsoDateTime(value) ? null : 'Must be an ISO 8601 date-time';
    case 'Date':
      return typeof value === 'string' && isIsoDate(value) ? null : 'Must be a date such as 2024-02-29';
    case 'Time':
      return typeof value === 'string' && isTime(value) ? null : 'Must be a time such as 09:30';
    case 'Int':
      return Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647
        ? null
        : 'Must be a whole number';
    case 'Money':
      return isMinorUnits(value) ? null : `Must be whole minor units, at most ${MAX_MINOR_UNITS} either way`;
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Must be a number';
    case 'Boolean':
      return typeof value === 'boolean' ? null : 'Must be true or false';
    case 'String':
      return typeof value === 'string' ? null : 'Must be text';
    case 'JSON':
      return null;
  }
}
