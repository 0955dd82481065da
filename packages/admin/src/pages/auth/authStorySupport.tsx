// For stories and tests only: an auth page with a fake session, in memory routing and English texts.
import type { SessionActor } from '@market/auth-machine';
import { ToastProvider } from '@market/ui';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RouterAuthNavigation } from '../../shell/RouterAuthNavigation.tsx';
import { AuthFrameSettingsContext, type AuthFrameSettings } from './AuthFrame.tsx';
import {
  SessionProvider,
  type RequestPasswordReset,
  type SetPasswordWithLink,
  type VerifyPassword,
} from '../../session/index.ts';
import {
  createFakeSessionActor,
  type FakeSessionOptions,
  type FakeSessionState,
} from '../../session/testing.ts';

export interface AuthPageHarnessProps {
  /** The URL the page opens at when it carries a query (`path` stays the route's pattern). */
  entry?: string;
  /** Omitted: the app's own session, loaded on demand (session/appSession.ts). */
  actor?: SessionActor;
  path: string;
  verifyPassword?: VerifyPassword;
  requestPasswordReset?: RequestPasswordReset;
  setPasswordWithLink?: SetPasswordWithLink;
  /** What the shell's settings would add: a top bar, a background. */
  frame?: AuthFrameSettings;
  children: ReactNode;
}

/** A fixed year keeps the screenshots the same across New Year. */
const STORY_FRAME = { copyrightYear: 2026 };

/** Where navigation went; tests read it to check a redirect. */
function CurrentPath() {
  return (
    <output data-testid="current-path" hidden>
      {useLocation().pathname}
    </output>
  );
}

export function AuthPageHarness({
  entry,
  actor,
  path,
  verifyPassword,
  requestPasswordReset,
  setPasswordWithLink,
  frame,
  children,
}: AuthPageHarnessProps) {
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <ToastProvider>
        <SessionProvider
          actor={actor}
          verifyPassword={verifyPassword}
          requestPasswordReset={requestPasswordReset}
          setPasswordWithLink={setPasswordWithLink}
        >
          <AuthFrameSettingsContext.Provider value={frame ? { ...STORY_FRAME, ...frame } : STORY_FRAME}>
            <MemoryRouter initialEntries={[entry ?? path]}>
              <RouterAuthNavigation>
                <Routes>
                  <Route path={path} element={children} />
                  <Route path="*" element={<CurrentPath />} />
                </Routes>
              </RouterAuthNavigation>
            </MemoryRouter>
          </AuthFrameSettingsContext.Provider>
        </SessionProvider>
      </ToastProvider>
    </IntlProvider>
  );
}

/** A promise that never settles: the request stays in flight for the "submitting" stories. */
export const pending = <T,>() => new Promise<T>(() => {});

export interface FakeAuthPageProps extends Omit<AuthPageHarnessProps, 'actor'> {
  state: FakeSessionState;
  options?: FakeSessionOptions;
}

/** An auth page over a fake session in `state`, made once per mounted story. */
export function FakeAuthPage({ state, options, ...rest }: FakeAuthPageProps) {
  const [actor] = useState(() => createFakeSessionActor(state, options));
  return <AuthPageHarness actor={actor} {...rest} />;
}
