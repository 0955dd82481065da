// Dates, numbers and money in the staff member's language. The spec's formats 'MMM D, YYYY' and
// 'MMM D, YYYY | hh:mm:ss A' are the English rendering; other locales get their own equivalent
// (Arabic month names and digits) from Intl rather than a fixed pattern.
import { currencyDecimalPlaces, type MinorUnits } from '@market/domain';

export interface FormatOptions {
  /** IANA zone; the browser's own by default. */
  timeZone?: string;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'MMM D, YYYY': "Mar 14, 2026" in English. */
export function formatDate(
  value: Date | string | number,
  locale: string,
  options: FormatOptions = {},
): string {
  const { timeZone } = options;
  return cached(
    `d|${locale}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone }),
  ).format(toDate(value));
}

/** 'MMM D, YYYY | hh:mm:ss A': "Mar 14, 2026 | 09:05:07 AM" in English. */
export function formatDateTime(
  value: Date | string | number,
  locale: string,
  options: FormatOptions = {},
): string {
  const { timeZone } = options;
  const time = cached(
    `t|${locale}|${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: true,
        timeZone,
      }),
  ).format(toDate(value));
  return `${formatDate(value, locale, options)} | ${time}`;
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return cached(
    `n|${locale}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  ).format(value);
}

/**
 * Money is held in minor units; `decimalPlaces` is the currency's (its configured record's, see
 * currencyDecimals.tsx; the ISO digits by default: JPY 0, USD 2, KWD 3).
 */
export function formatMoney(
  amount: MinorUnits,
  currency: string,
  locale: string,
  decimalPlaces = currencyDecimalPlaces(currency),
): string {
  return cached(
    `m|${locale}|${currency}|${decimalPlaces}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimalPlaces,
        maximumFractionDigits: decimalPlaces,
      }),
  ).format(amount / 10 ** decimalPlaces);
}
