import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { AuthFrameSettingsContext, type AuthFrameSettings } from '../pages/auth/AuthFrame.tsx';
import { useSetting } from './settings/index.ts';
import { LanguageToggle } from './topbar/LanguageToggle.tsx';

/** The /auth pages: their background and top bar (with the language toggle) from the settings. */
export function AuthPagesLayout() {
  const background = useSetting('authPagesColor');
  const withTopbar = useSetting('isAuthTopbar');
  const frame = useMemo<AuthFrameSettings>(
    () => ({ background, topbar: withTopbar ? <LanguageToggle /> : undefined }),
    [background, withTopbar],
  );
  return (
    <AuthFrameSettingsContext.Provider value={frame}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AuthFrameSettingsContext.Provider>
  );
}
