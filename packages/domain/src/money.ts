/** Money is always an integer count of minor units (cents); floats never hold money. */
export type MinorUnits = number;

export function isMinorUnits(value: unknown): value is MinorUnits {
  return typeof value === 'number' && Number.isSafeInteger(value);
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
