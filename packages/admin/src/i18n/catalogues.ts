// Every language's messages at once, for stories and tests (the app loads one language at a time:
// catalogue.ts).
import arEG from './messages/ar-EG.json';
import enUS from './messages/en-US.json';
import type { AppLocale } from './locales.ts';

/** en-US is what `pnpm i18n:extract` writes from the source; ar-EG is translated by hand. */
export const catalogues: Record<AppLocale, Record<string, string>> = {
  'en-US': enUS,
  'ar-EG': arEG,
};
