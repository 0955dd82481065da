import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSetting } from '../shell/settings/index.ts';
import { loadCatalogue, loadedCatalogue, type Catalogue } from './catalogue.ts';
import { DEFAULT_LOCALE, type AppLocale } from './locales.ts';

export interface AppIntlProviderProps {
  /** Every language at hand (stories and tests); the app loads the one shown instead. */
  catalogues?: Partial<Record<AppLocale, Catalogue>>;
  children: ReactNode;
}

interface Shown {
  locale: AppLocale;
  messages: Catalogue;
}

/** Messages in the language of the `locale` setting. */
export function AppIntlProvider({ catalogues, children }: AppIntlProviderProps) {
  const locale = useSetting('locale');
  const messages = catalogues?.[locale] ?? loadedCatalogue(locale);
  // While another language loads, the page stays in the one it was in.
  const [last, setLast] = useState<Shown | null>(messages ? { locale, messages } : null);
  if (messages && (last?.locale !== locale || last.messages !== messages)) setLast({ locale, messages });
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (messages) return;
    let live = true;
    void loadCatalogue(locale).then(() => live && setArrived((n) => n + 1));
    return () => {
      live = false;
    };
  }, [locale, messages]);
  const shown = messages ? { locale, messages } : last;
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
