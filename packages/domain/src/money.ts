/** Money is always an integer count of minor units (cents); floats never hold money. */
export type MinorUnits = number;

/**
 * The largest amount any single money value may hold: 10^12 minor units (ten billion in a two-decimal
 * currency). Far above any real order or adjustment, and small enough that sums of many such amounts stay
 * exact in a JS number (2^53) and in PostgreSQL's int8, so no balance can overflow.
 */
export const MAX_MINOR_UNITS = 1_000_000_000_000;

export function isMinorUnits(value: unknown): value is MinorUnits {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_MINOR_UNITS;
}

/** Percentage of an amount, rounded half away from zero to a whole minor unit. */
export function percentOf(amount: MinorUnits, percent: number): MinorUnits {
  const raw = (amount * percent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

export function formatMinorUnits(amount: MinorUnits, decimalPlaces = 2): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  if (decimalPlaces === 0) return `${sign}${abs}`;
  const factor = 10 ** decimalPlaces;
  return `${sign}${Math.trunc(abs / factor)}.${String(abs % factor).padStart(decimalPlaces, '0')}`;
}

const decimalPlacesByCurrency = new Map<string, number>();

/**
 * The decimal places of an ISO currency as Intl knows them (JPY 0, USD 2, KWD 3): the fallback when the
 * currency's configured record (currencies.decimal_places) is not at hand. 2 for a code Intl rejects.
 */
export function currencyDecimalPlaces(currency: string): number {
  let places = decimalPlacesByCurrency.get(currency);
  if (places === undefined) {
    try {
      places =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      places = 2;
    }
    // Bounded by the codes asked about; a list asks once per money cell, and making a formatter is the cost.
    if (decimalPlacesByCurrency.size < 1000) decimalPlacesByCurrency.set(currency, places);
  }
  return places;
}
