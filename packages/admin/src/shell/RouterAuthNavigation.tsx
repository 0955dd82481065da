import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthNavigationContext, type AuthNavigation } from '../pages/auth/authNavigation.tsx';

/** Inside the app's router: the auth pages move through it (no page load). */
export function RouterAuthNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<AuthNavigation>(
    () => ({ navigate: (to, options) => navigate(to, { replace: options?.replace }) }),
    [navigate],
  );
  return <AuthNavigationContext.Provider value={navigation}>{children}</AuthNavigationContext.Provider>;
}
