import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LOCALES } from '../../i18n/locales.ts';
import { useSetting, useSettingsStore } from '../settings/index.ts';
import { LANGUAGE_NAMES, languageMessages } from './languageNames.ts';
import { BarGroup, TopBarButton } from './TopBarButton.styles.ts';

/**
 * The sign-in pages' language switch: one button per other language, named in itself. Unlike the
 * shell's LanguageSwitcher it needs no menu (Radix menu and floating-ui are ~40 KB gzip), which keeps
 * them out of the JavaScript a sign-in page loads.
 */
export function LanguageToggle() {
  const intl = useIntl();
  const store = useSettingsStore();
  const locale = useSetting('locale');
  return (
    <BarGroup role="group" aria-label={intl.formatMessage(languageMessages.language)}>
      {LOCALES.filter((code) => code !== locale).map((code) => (
        <TopBarButton
          key={code}
          type="button"
          lang={LANGUAGE_NAMES[code].lang}
          onClick={() => store.set('locale', code)}
        >
          <Languages aria-hidden />
          {LANGUAGE_NAMES[code].name}
        </TopBarButton>
      ))}
    </BarGroup>
  );
}
