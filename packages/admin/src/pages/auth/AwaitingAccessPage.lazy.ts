import { lazy } from 'react';

/**
 * The awaiting-access screen, loaded when an account without a role signs in: the sign-in pages that
 * may show it do not carry it (or the avatar it shows) before then.
 */
export const AwaitingAccessPageLazy = lazy(() => import('./AwaitingAccessPage.tsx'));
