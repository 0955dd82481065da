import arEG from './messages/ar-EG.json';
import enUS from './messages/en-US.json';

export const LOCALES = ['en-US', 'ar-EG'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en-US';

/** en-US is what `pnpm i18n:extract` writes from the source; ar-EG is translated by hand. */
export const catalogues: Record<AppLocale, Record<string, string>> = {
  'en-US': enUS,
  'ar-EG': arEG,
};
