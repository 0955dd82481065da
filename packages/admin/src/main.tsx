import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { appSettingsStore, bindSettingsToDocument, parseSettingsQuery } from './shell/settings/index.ts';

// Settings named in the address apply before the first paint, then <html> follows the store.
const settings = appSettingsStore();
settings.setMany(parseSettingsQuery(window.location.search));
bindSettingsToDocument(settings);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
