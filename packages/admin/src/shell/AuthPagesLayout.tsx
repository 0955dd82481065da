import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthFrameFromSettings } from './AuthFrameFromSettings.tsx';
import { RouterAuthNavigation } from './RouterAuthNavigation.tsx';

/** The /auth pages inside the app's router: the frame the settings ask for, navigation through the router. */
export function AuthPagesLayout() {
  return (
    <RouterAuthNavigation>
      <AuthFrameFromSettings>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AuthFrameFromSettings>
    </RouterAuthNavigation>
  );
}
