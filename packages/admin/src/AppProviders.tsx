import type { SessionActor } from '@market/auth-machine';
import { ThemeRoot, ToastProvider } from '@market/ui';
import type { ReactNode } from 'react';
import { AppIntlProvider, type AppIntlProviderProps } from './i18n/index.ts';
import { SessionProvider } from './session/index.ts';
import { SettingsProvider, type SettingsStore } from './shell/settings/index.ts';

export interface AppProvidersProps {
  /** Defaults to the app's store (local storage); stories and tests pass their own. */
  settingsStore?: SettingsStore;
  /** Defaults to the app's session; stories and tests pass a fake one. */
  sessionActor?: SessionActor;
  /** Every language at hand (stories and tests); the app loads the language it shows. */
  catalogues?: AppIntlProviderProps['catalogues'];
  children: ReactNode;
}

/**
 * Everything a screen of the admin reads from above: theme, settings, language, session, toasts. No router:
 * the sign-in page's own entry (signIn.tsx) mounts these without it.
 */
export function AppProviders({ settingsStore, sessionActor, catalogues, children }: AppProvidersProps) {
  return (
    <ThemeRoot>
      <SettingsProvider store={settingsStore}>
        <AppIntlProvider catalogues={catalogues}>
          <SessionProvider actor={sessionActor}>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </AppIntlProvider>
      </SettingsProvider>
    </ThemeRoot>
  );
}
