import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createSettingsStore, SettingsProvider } from '../shell/settings/index.ts';
import { AppIntlProvider } from './AppIntlProvider.tsx';
import { loadCatalogue, loadedCatalogue } from './catalogue.ts';

const signIn = <FormattedMessage id="route.auth.login" defaultMessage="Sign in" />;

describe('the app loads one language at a time', () => {
  it('shows the language loaded before the first render, and the next one once it arrives', async () => {
    await loadCatalogue('en-US');
    expect(loadedCatalogue('ar-EG')).toBeUndefined();
    const store = createSettingsStore(null, { locale: 'en-US' });
    render(
      <SettingsProvider store={store}>
        <AppIntlProvider>{signIn}</AppIntlProvider>
      </SettingsProvider>,
    );
    expect(screen.getByText('Sign in')).toBeInTheDocument();

    act(() => store.set('locale', 'ar-EG'));
    // Until Arabic has loaded the page stays English rather than showing message ids.
    expect(screen.getByText('Sign in')).toBeInTheDocument();
    expect(await screen.findByText('تسجيل الدخول')).toBeInTheDocument();
    expect(loadedCatalogue('ar-EG')).toBeDefined();
  });
});
