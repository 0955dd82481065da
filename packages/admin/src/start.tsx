// What both entries do first: the app's (main.tsx, index.html) and the sign-in page's (signIn.tsx, signin.html).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasStoredSession, loadSessionActor } from './session/index.ts';
import { settledWithin } from './settledWithin.ts';
import {
  appSettingsStore,
  bindSettingsToDocument,
  parseSettingsQuery,
  type SettingsStore,
} from './shell/settings/index.ts';

/** Settings named in the address apply before the first paint, then <html> follows the store. */
export function startSettings(): SettingsStore {
  const settings = appSettingsStore();
  settings.setMany(parseSettingsQuery(window.location.search));
  bindSettingsToDocument(settings);
  return settings;
}

/** How long the first render waits for a stored session to be restored. */
const RESTORE_WAIT_MS = 1000;

/**
 * A stored session restored, unless the auth service is slow (the session then shows as loading until it
 * answers); without one the session's code (XState) loads only when a sign-in form is first focused
 * (session/appSession.ts).
 */
export function storedSessionRestored(): Promise<unknown> {
  if (!hasStoredSession()) return Promise.resolve();
  return settledWithin(
    loadSessionActor().catch(() => undefined),
    RESTORE_WAIT_MS,
  );
}

export function renderRoot(node: ReactNode): void {
  createRoot(document.getElementById('root')!).render(<StrictMode>{node}</StrictMode>);
}
