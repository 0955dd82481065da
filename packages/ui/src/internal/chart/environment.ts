// A chart follows the document's language and direction unless told otherwise, as Stat does.

export type Direction = 'ltr' | 'rtl';

export function documentLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

export function documentDirection(): Direction {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** Series colour n (0-based) from the theme; the palette has eight and then repeats. */
export function seriesColor(index: number): string {
  return `var(--ui-chart-series-${(index % 8) + 1})`;
}
