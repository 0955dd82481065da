import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App.tsx';
import { loadCatalogue } from './i18n/index.ts';
import { routerReady } from './routerReady.ts';
import { hasStoredSession, loadSessionActor } from './session/index.ts';
import { settledWithin } from './settledWithin.ts';
import { appSettingsStore, bindSettingsToDocument, parseSettingsQuery } from './shell/settings/index.ts';

// Settings named in the address apply before the first paint, then <html> follows the store.
const settings = appSettingsStore();
settings.setMany(parseSettingsQuery(window.location.search));
bindSettingsToDocument(settings);

// The router starts loading the page's modules now; the first page shows in its language from the
// start (each language is its own chunk). The first render waits for the page's modules (and a list's
// rows, briefly: mainRoutes.tsx LIST_WAIT_MS) too: the router would otherwise render the page later as a
// transition, which React splits into 5 ms slices with the browser's work between them; rendered by the
// root it runs in one go.
// A stored session is restored before the first render too, unless the auth service is slow (the
// session then shows as loading until it answers); without one the session's code (XState) loads only
// when a sign-in form is first focused (session/appSession.ts).
/** How long the first render waits for a stored session to be restored. */
const RESTORE_WAIT_MS = 1000;

// Not a top-level await: that would turn off the bundler's merging of small shared chunks.
const router = createAppRouter();
void Promise.all([
  loadCatalogue(settings.getSnapshot().locale),
  routerReady(router),
  hasStoredSession() &&
    settledWithin(
      loadSessionActor().catch(() => undefined),
      RESTORE_WAIT_MS,
    ),
]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
