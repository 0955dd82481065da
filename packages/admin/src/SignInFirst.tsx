import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AuthNavigationContext, type AuthNavigation } from './pages/auth/authNavigation.tsx';
import { authTitles } from './pages/auth/authTitles.ts';
import { LoginPage } from './pages/auth/LoginPage.tsx';
import { AuthFrameFromSettings } from './shell/AuthFrameFromSettings.tsx';
import { documentTitle } from './shell/product.ts';

/** The app's routes at the current address (App.tsx), loaded when the sign-in page moves on. */
const loadRoutedApp = () => import('./App.tsx').then(({ routedApp }) => routedApp());

/** The sign-in page until it moves on; then the app, at the address it moved to, in the same providers (the toast stays). */
export function SignInFirst({ loadApp = loadRoutedApp }: { loadApp?: () => Promise<ReactElement> }) {
  const intl = useIntl();
  const [app, setApp] = useState<ReactElement | null>(null);
  const navigation = useMemo<AuthNavigation>(() => {
    // The first move wins: a signed-in page both redirects and navigates after its toast; one router is made.
    let moving: Promise<void> | undefined;
    return {
      navigate(to, options) {
        moving ??= Promise.resolve()
          .then(async () => {
            window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
            setApp(await loadApp());
          })
          // The app's code could not load (a deploy replaced it, the network): the browser loads the address.
          .catch(() => window.location.assign(to));
        return moving;
      },
    };
  }, [loadApp]);
  const title = intl.formatMessage(authTitles.login);
  useEffect(() => {
    if (!app) document.title = documentTitle(title);
  }, [app, title]);
  if (app) return app;
  return (
    <AuthNavigationContext.Provider value={navigation}>
      <AuthFrameFromSettings>
        <LoginPage />
      </AuthFrameFromSettings>
    </AuthNavigationContext.Provider>
  );
}
