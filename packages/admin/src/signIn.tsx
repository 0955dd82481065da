// The sign-in page's own entry (signin.html; the server sends it for /auth/login). The first screen of most
// visits loads no router, route table or form library: the page moves on through authNavigation.tsx, and the
// app's routes (App.tsx) load only when somebody signs in or follows a link. Inside the app (after signing
// out, say) the same page is a route like the other auth pages.
import { AppProviders } from './AppProviders.tsx';
import { loadCatalogue } from './i18n/index.ts';
import { hasStoredSession } from './session/index.ts';
import { SignInFirst } from './SignInFirst.tsx';
import { renderRoot, startSettings } from './start.tsx';

const locale = startSettings().getSnapshot().locale;
if (hasStoredSession()) {
  // Somebody is signed in already: the app starts, and its sign-in route sends them on.
  void import('./App.tsx').then(({ startApp }) => startApp(locale));
} else {
  void loadCatalogue(locale).then(() =>
    renderRoot(
      <AppProviders>
        <SignInFirst />
      </AppProviders>,
    ),
  );
}
