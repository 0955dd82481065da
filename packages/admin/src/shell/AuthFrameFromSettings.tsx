import { useMemo, type ReactNode } from 'react';
import { AuthFrameSettingsContext, type AuthFrameSettings } from '../pages/auth/AuthFrame.tsx';
import { useSetting } from './settings/index.ts';
import { LanguageToggle } from './topbar/LanguageToggle.tsx';

/** What the shell's settings decide for the auth pages: their background and top bar (the language toggle). */
export function AuthFrameFromSettings({ children }: { children: ReactNode }) {
  const background = useSetting('authPagesColor');
  const withTopbar = useSetting('isAuthTopbar');
  const frame = useMemo<AuthFrameSettings>(
    () => ({ background, topbar: withTopbar ? <LanguageToggle /> : undefined }),
    [background, withTopbar],
  );
  return <AuthFrameSettingsContext.Provider value={frame}>{children}</AuthFrameSettingsContext.Provider>;
}
