export { AppIntlProvider } from './AppIntlProvider.tsx';
export { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';
export type { FormatOptions } from './format.ts';
export { catalogues, DEFAULT_LOCALE, LOCALES } from './locales.ts';
export type { AppLocale } from './locales.ts';
export { useFormat } from './useFormat.ts';
