import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSetting } from '../shell/settings/index.ts';
import { catalogues, DEFAULT_LOCALE } from './locales.ts';

/** Messages in the language of the `locale` setting; English fills any gap. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useSetting('locale');
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={catalogues[locale] ?? catalogues[DEFAULT_LOCALE]}
    >
      {children}
    </IntlProvider>
  );
}
