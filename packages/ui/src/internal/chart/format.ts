// Numbers, money and dates on axes, tooltips and tables, always through Intl so that each locale
// gets its own digits, separators and currency placement.

/** How a chart's values read: counts, plain numbers, shares (0.12 = 12%) or money in minor units. */
export type ValueFormat =
  | { kind: 'count' }
  | { kind: 'number'; maximumFractionDigits?: number }
  | { kind: 'percent' }
  | { kind: 'money'; currency: string };

/** Turns a value into text; pass one to format values your own way. */
export type ValueFormatter = (value: number) => string;

/** A value kind (formatted here for the locale) or your own formatter. */
export type ValueFormatProp = ValueFormat | ValueFormatter;

/** The period one data point stands for; it decides how dates read. */
export type Granularity = 'day' | 'week' | 'month' | 'year';

/** Digits after the decimal mark of a currency, from Intl: JPY 0, EGP 2, KWD 3. */
export function currencyDecimals(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * A formatter for one value kind. `compact` is for axis ticks ("12K", "EGP 1.2M"); tooltips and
 * the data table use the full figure.
 */
export function valueFormatter(
  format: ValueFormatProp,
  locale: string | undefined,
  compact = false,
): ValueFormatter {
  if (typeof format === 'function') return format;
  const short: Intl.NumberFormatOptions = compact ? { notation: 'compact', maximumFractionDigits: 1 } : {};
  switch (format.kind) {
    case 'count': {
      const nf = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, ...short });
      return (value) => nf.format(value);
    }
    case 'number': {
      const nf = new Intl.NumberFormat(locale, {
        maximumFractionDigits: format.maximumFractionDigits ?? 2,
        ...short,
      });
      return (value) => nf.format(value);
    }
    case 'percent': {
      const nf = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
      return (value) => nf.format(value);
    }
    case 'money': {
      const decimals = currencyDecimals(format.currency);
      const nf = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: format.currency,
        ...(compact ? short : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      });
      // Minor units are integers; dividing once for display is exact to the currency's decimals.
      const scale = 10 ** decimals;
      return (value) => nf.format(value / scale);
    }
  }
}

/** A calendar day: "2026-03-01" is read as that day, whatever the viewer's time zone. */
export function toDay(date: string | Date): Date {
  if (date instanceof Date) return date;
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
}

const SHORT: Record<Granularity, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: '2-digit' },
  year: { year: 'numeric' },
};
const LONG: Record<Granularity, Intl.DateTimeFormatOptions> = {
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  week: { year: 'numeric', month: 'short', day: 'numeric' },
  month: { year: 'numeric', month: 'long' },
  year: { year: 'numeric' },
};

/** Dates for ticks (`short`) or for tooltips and the table (`long`), in UTC as calendar days. */
export function dateFormatter(
  locale: string | undefined,
  granularity: Granularity,
  length: 'short' | 'long',
): (date: string | Date) => string {
  const df = new Intl.DateTimeFormat(locale, {
    ...(length === 'short' ? SHORT : LONG)[granularity],
    timeZone: 'UTC',
  });
  return (date) => df.format(toDay(date));
}
