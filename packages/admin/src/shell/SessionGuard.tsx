// The main layout's gate. Anonymous users go to sign-in (the address they wanted is remembered
// and opened after it), nothing renders while the session is being read, and a self-registered
// account without a role waits on the awaiting-access screen.
import type { Resource } from '@market/domain';
import { canAccess } from '@market/domain';
import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AwaitingAccessPageLazy } from '../pages/auth/AwaitingAccessPage.lazy.ts';
import { useSessionStatus, useSessionUser } from '../session/index.ts';

const ForbiddenPage = lazy(() => import('../pages/ForbiddenPage.tsx'));

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/ecommerce/orders';
const RETURN_TO_KEY = 'app.auth.returnTo';

function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers where an anonymous user was going, for after sign-in. */
export function rememberReturnTo(path: string): void {
  sessionStore()?.setItem(RETURN_TO_KEY, path);
}

/** The remembered address, if any. */
export function readReturnTo(): string | null {
  const path = sessionStore()?.getItem(RETURN_TO_KEY) ?? null;
  // Only paths inside the app: never an absolute URL somebody slipped in.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function forgetReturnTo(): void {
  sessionStore()?.removeItem(RETURN_TO_KEY);
}

export function SessionGuard({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'loading' || status === 'signingOut') return null;
  if (status === 'anonymous') {
    const target = location.pathname + location.search;
    rememberReturnTo(target);
    return <Navigate to={LOGIN_PATH} replace state={{ from: target }} />;
  }
  if (status === 'awaitingAccess') return <AwaitingAccessPageLazy />;
  return children;
}

/** A page the signed-in role may not use shows the forbidden page instead. */
export function RequireResource({ resource, children }: { resource: Resource; children: ReactNode }) {
  const { role } = useSessionUser();
  return canAccess(role, resource) ? children : <ForbiddenPage />;
}
