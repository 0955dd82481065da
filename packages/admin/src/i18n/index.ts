export { AppIntlProvider } from './AppIntlProvider.tsx';
export type { AppIntlProviderProps } from './AppIntlProvider.tsx';
export { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';
export type { FormatOptions } from './format.ts';
export { loadCatalogue } from './catalogue.ts';
export { DEFAULT_LOCALE, LOCALES } from './locales.ts';
export type { AppLocale } from './locales.ts';
export { useFormat } from './useFormat.ts';
