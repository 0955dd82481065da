import { defineMessages } from 'react-intl';
import type { AppLocale } from '../../i18n/locales.ts';

/** Each language named in itself, so a reader of either finds their own. */
export const LANGUAGE_NAMES: Record<AppLocale, { name: string; short: string; lang: string }> = {
  'en-US': { name: 'English', short: 'EN', lang: 'en' },
  'ar-EG': { name: 'العربية', short: 'ع', lang: 'ar' },
};

/** The switchers' name: the shell's menu button and the sign-in pages' toggle group. */
export const languageMessages = defineMessages({
  language: { id: 'topbar.language', defaultMessage: 'Language' },
});
