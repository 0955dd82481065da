import { normalizeDigits } from '../internal/numberText.ts';

// Money travels as integer minor units (12550 = 125.50). Text is converted with string
// arithmetic only: 19.99 as a float is 19.989999…, which is how 1999 turns into 1998.

/** Digits after the decimal mark for a currency: JPY 0, EGP 2, KWD 3. */
export function currencyDecimals(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** The decimal mark of a locale, with the Arabic one ("٫") read as ".". */
function decimalMark(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** Keeps what can be part of an amount: digits, marks and a leading minus; null when something else was typed. */
function cleanAmount(
  text: string,
  locale: string,
): { negative: boolean; whole: string; fraction: string; hasMark: boolean } | null {
  const mark = decimalMark(locale);
  const group = mark === ',' ? '.' : ',';
  let cleaned = normalizeDigits(text)
    .replace(/[\s\u00a0\u202f٬']/g, '')
    .split(group)
    .join('');
  const negative = cleaned.startsWith('-');
  if (negative) cleaned = cleaned.slice(1);
  if (mark === ',') cleaned = cleaned.replace(',', '.');
  if (!/^\d*(\.\d*)?$/.test(cleaned)) return null;
  const [whole = '', fraction = ''] = cleaned.split('.');
  return { negative, whole, fraction, hasMark: cleaned.includes('.') };
}

/** Whether the text typed so far can still become an amount with at most `decimals` decimals. */
export function isMoneyDraft(
  text: string,
  decimals: number,
  locale: string,
  allowNegative: boolean,
): boolean {
  const amount = cleanAmount(text, locale);
  if (!amount) return false;
  if (amount.negative && !allowNegative) return false;
  if (decimals === 0 && amount.hasMark) return false;
  return amount.fraction.length <= decimals;
}

/** "125.5" → 12550 (EGP); extra decimals round half away from zero; null when empty or not an amount. */
export function toMinorUnits(text: string, decimals: number, locale = 'en-US'): number | null {
  const amount = cleanAmount(text, locale);
  if (!amount || (amount.whole === '' && amount.fraction === '')) return null;
  const kept = amount.fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = amount.fraction.length > decimals && Number(amount.fraction[decimals]) >= 5;
  const minor = Number(`${amount.whole}${kept}`) + (roundUp ? 1 : 0);
  return amount.negative && minor !== 0 ? -minor : minor;
}

/** 12550 → "125.50" (2 decimals): an exact decimal string, never a float. */
export function toDecimalString(minor: number, decimals: number): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}` as `${number}`;
  const whole = digits.slice(0, digits.length - decimals);
  return `${sign}${whole}.${digits.slice(-decimals)}` as `${number}`;
}

/** The amount in the locale's digits and marks: grouped for reading, ungrouped for editing. */
export function formatMinorUnits(minor: number, decimals: number, locale: string, grouping = true): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  }).format(toDecimalString(minor, decimals));
}

/** The currency sign as the locale writes it, and whether it comes before or after the number. */
export function currencySymbol(
  currency: string,
  locale: string,
): { symbol: string; position: 'start' | 'end' } {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  const index = parts.findIndex((p) => p.type === 'currency');
  const integer = parts.findIndex((p) => p.type === 'integer');
  return {
    symbol: (parts[index]?.value ?? currency).replace(/[\u200e\u200f\u061c]/g, ''),
    position: index > integer ? 'end' : 'start',
  };
}

/** The currency's name for screen readers ("Egyptian pound"). */
export function currencyName(currency: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
