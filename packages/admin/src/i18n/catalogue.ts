import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type AppLocale } from './locales.ts';

/**
 * A language's messages by id. The app's build compiles them to ASTs (vite.config.ts), so nothing is
 * parsed in the browser; stories and tests read the JSON's strings. English is the source's default
 * messages, which the build compiles in place, so the built app's English catalogue is empty.
 */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per language: a page downloads only the language it shows.
const loaders: Record<AppLocale, () => Promise<{ default: Catalogue }>> = {
  'en-US': () => import('./messages/en-US.json'),
  'ar-EG': () => import('./messages/ar-EG.json'),
};

const loaded = new Map<AppLocale, Catalogue>();

/** The language's messages if already loaded. */
export function loadedCatalogue(locale: AppLocale): Catalogue | undefined {
  return loaded.get(locale);
}

/** Loads a language's messages once (the app awaits its first language before the first render). */
export async function loadCatalogue(locale: AppLocale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const { default: catalogue } = await (loaders[locale] ?? loaders[DEFAULT_LOCALE])();
  loaded.set(locale, catalogue);
  return catalogue;
}
