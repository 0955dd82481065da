export const LOCALES = ['en-US', 'ar-EG'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en-US';
