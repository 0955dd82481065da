import { AuthLayout, useToast, type AuthLayoutBackground, type ToastApi } from '@market/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** What the shell's settings decide about the auth pages (background, top bar); optional. */
export interface AuthFrameSettings {
  background?: AuthLayoutBackground;
  topbar?: ReactNode;
  /** The copyright year; the current one unless fixed (stories fix it so screenshots stay stable). */
  copyrightYear?: number;
}

export const AuthFrameSettingsContext = createContext<AuthFrameSettings>({});

const logo = (
  <svg
    aria-hidden="true"
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M3 9l1.5-5h15L21 9" />
    <path d="M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M5 13v7h14v-7" />
  </svg>
);

/** Every auth page: the centred card with the logo above it and the copyright below. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { background = 'gray', topbar, copyrightYear } = useContext(AuthFrameSettingsContext);
  return (
    <AuthLayout
      background={background}
      topbar={topbar}
      logo={logo}
      productName={<FormattedMessage id="auth.layout.productName" defaultMessage="Marketplace Admin" />}
      copyright={
        <FormattedMessage
          id="auth.layout.copyright"
          defaultMessage="© {year} Marketplace Admin. All rights reserved."
          values={{ year: copyrightYear ?? new Date().getFullYear() }}
        />
      }
    >
      {children}
    </AuthLayout>
  );
}

/**
 * The toast API when the app mounted a ToastProvider, else null. The success toasts must outlive
 * the page (they show on the page we navigate to), so the provider belongs to the app, not here.
 */
export function useOptionalToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}
