import { MAX_MINOR_UNITS } from '@market/domain';

/**
 * Cell text → the value a form would send. Conversions never guess: text that is not a number stays text,
 * so the domain rule answers with its own message ("Must be a number").
 */

/** "12.5" in a currency with `decimals` places → 1250 minor units, exactly (digits, never a float). */
export function decimalToMinor(text: string, decimals: number): number | string {
  const t = text.trim();
  const m = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!m) return t;
  const whole = m[1] ?? '0';
  const fraction = m[2] ?? '';
  if (fraction.length > decimals) return Number.NaN; // reported by moneyProblem below
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  // More digits than 10^12 has: keep it as a too-large number for the rule's "at most" message.
  if (digits.length > String(MAX_MINOR_UNITS).length) return MAX_MINOR_UNITS + 1;
  return Number(digits);
}

/** Why a money cell cannot be converted, or null. */
export function moneyProblem(text: string, decimals: number): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (t.startsWith('-')) return 'Cannot be negative';
  const m = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!m) return 'Must be an amount like 12.50 (a dot for decimals, no thousands separators)';
  if ((m[2] ?? '').length > decimals)
    return decimals === 0 ? 'This currency has no decimals' : `Use at most ${decimals} decimal places`;
  return null;
}

/** The minor-unit amount as the decimal text a template shows. */
export function minorToDecimal(amount: number, decimals: number): string {
  if (decimals === 0) return String(amount);
  const s = String(amount).padStart(decimals + 1, '0');
  return `${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
}

const TRUE = new Set(['true', 'yes', '1', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n']);

/** true/false, yes/no, 1/0 (any case); empty → undefined (the form's default); anything else stays text. */
export function toFlag(text: string): boolean | string | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return undefined;
  if (TRUE.has(t)) return true;
  if (FALSE.has(t)) return false;
  return text;
}

/** A whole number; empty → undefined; otherwise the text (the rule says "Must be a number"). */
export function toInt(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^-?\d{1,15}$/.test(t) ? Number(t) : t;
}

/** A decimal number (coordinates); empty → null. */
export function toNumber(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}

/** Optional text: empty → undefined so the form's default applies. */
export function toText(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}
