import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { forgetReturnTo, HOME_PATH, readReturnTo } from './SessionGuard.tsx';

/**
 * The root path. It has no page of its own: it opens the orders, or the page an anonymous user
 * asked for before signing in (sign-in and registration land here).
 */
export function PublicLayout() {
  const target = readReturnTo() ?? HOME_PATH;
  // Forgotten once used, in an effect so a second render (StrictMode) still reads it.
  useEffect(() => forgetReturnTo(), []);
  return <Navigate to={target} replace />;
}
