// How the sign-in page moves on (to the app, to another auth page) without depending on the router: it is
// also the first screen of its own entry (signIn.tsx), which loads no router until somebody signs in.
import { Link } from '@market/ui';
import { createContext, useContext, useEffect, type MouseEvent, type ReactNode } from 'react';

export interface AuthNavigation {
  navigate(to: string, options?: { replace?: boolean }): void | Promise<void>;
}

/** Without a provider: a plain page load of the address. */
const pageLoad: AuthNavigation = {
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
};

export const AuthNavigationContext = createContext<AuthNavigation>(pageLoad);

export function useAuthNavigation(): AuthNavigation {
  return useContext(AuthNavigationContext);
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** A link styled as the design system's Link that moves through the page's navigation (a router's, or the entry's). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const navigation = useAuthNavigation();
  return (
    <Link asChild>
      <a
        href={to}
        onClick={(event) => {
          if (event.defaultPrevented || leftToBrowser(event)) return;
          event.preventDefault();
          void navigation.navigate(to);
        }}
      >
        {children}
      </a>
    </Link>
  );
}

/** Moves to `to` in place of this page once rendered (a router's `<Navigate replace>`). */
export function AuthRedirect({ to }: { to: string }) {
  const navigation = useAuthNavigation();
  useEffect(() => {
    void navigation.navigate(to, { replace: true });
  }, [navigation, to]);
  return null;
}
