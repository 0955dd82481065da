import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App.tsx';
import { loadCatalogue } from './i18n/index.ts';
import { appSettingsStore, bindSettingsToDocument, parseSettingsQuery } from './shell/settings/index.ts';

// Settings named in the address apply before the first paint, then <html> follows the store.
const settings = appSettingsStore();
settings.setMany(parseSettingsQuery(window.location.search));
bindSettingsToDocument(settings);

// The router starts loading the page's modules now; the first page shows in its language from the
// start (each language is its own chunk).
const router = createAppRouter();
await loadCatalogue(settings.getSnapshot().locale);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
