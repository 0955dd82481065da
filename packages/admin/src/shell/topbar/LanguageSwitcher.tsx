import { DropdownMenu, VisuallyHidden } from '@market/ui';
import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LOCALES, type AppLocale } from '../../i18n/locales.ts';
import { useSetting, useSettingsStore } from '../settings/index.ts';
import { LANGUAGE_NAMES, languageMessages } from './languageNames.ts';
import { TopBarButton } from './TopBarButton.styles.ts';

/**
 * English or Arabic, from a menu in the shell's top bar; Arabic also turns the whole layout right to
 * left. The sign-in pages use LanguageToggle instead (no menu code before sign-in).
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const store = useSettingsStore();
  const locale = useSetting('locale');
  const current = LANGUAGE_NAMES[locale];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        {/* The visible short name stays part of the accessible name (WCAG 2.5.3, label in name). */}
        <TopBarButton type="button">
          <Languages aria-hidden />
          <VisuallyHidden>{`${intl.formatMessage(languageMessages.language)}: ${current.name} `}</VisuallyHidden>
          <span lang={current.lang}>{current.short}</span>
        </TopBarButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup
          value={locale}
          onValueChange={(value) => store.set('locale', value as AppLocale)}
        >
          {LOCALES.map((code) => (
            <DropdownMenu.RadioItem key={code} value={code} lang={LANGUAGE_NAMES[code].lang}>
              {LANGUAGE_NAMES[code].name}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
