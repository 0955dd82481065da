import type { SessionActor } from '@market/auth-machine';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { appSessionState, loadSessionActor, onAppSessionChange } from './appSession.ts';
import { requestPasswordResetFromAuthService } from './passwordReset.ts';
import type { SetPasswordOutcome } from './setPassword.ts';
import { verifyPasswordWithAuthService } from './verifyPassword.ts';

/** How the signed-in user's password is checked again on the lock screen. */
export type VerifyPassword = (email: string, password: string) => Promise<void>;
/** How a "forgot password" request reaches the auth service. */
export type RequestPasswordReset = (email: string) => Promise<void>;
/** How a password chosen through an emailed link (reset or invitation) reaches the auth service. */
export type SetPasswordWithLink = (token: string, password: string) => Promise<SetPasswordOutcome>;

export interface SessionServices {
  /** Null until the app's actor has loaded (appSession.ts): nobody is signed in until then. */
  actor: SessionActor | null;
  /** True while the app's actor loads to restore stored tokens: the session reads as loading. */
  restoring: boolean;
  /** The actor, loading it first if need be: what a sign-in form sends its credentials to. */
  loadActor: () => Promise<SessionActor>;
  verifyPassword: VerifyPassword;
  requestPasswordReset: RequestPasswordReset;
  setPasswordWithLink: SetPasswordWithLink;
}

const appServices: Omit<SessionServices, 'actor' | 'restoring'> = {
  loadActor: loadSessionActor,
  verifyPassword: verifyPasswordWithAuthService,
  requestPasswordReset: requestPasswordResetFromAuthService,
  // Loaded when used: only the reset page calls it, and the sign-in page carries this provider.
  setPasswordWithLink: (token, password) =>
    import('./setPassword.ts').then((m) => m.setPasswordWithAuthService(token, password)),
};

/** Without a provider: the app's own session, as loaded so far. */
const SessionContext = createContext<SessionServices | null>(null);

export interface SessionProviderProps {
  /** Defaults to the app's own actor, loaded on demand (appSession.ts); stories and tests pass a fake. */
  actor?: SessionActor;
  /** Defaults to a sign-in against the auth service; stories and tests pass a fake. */
  verifyPassword?: VerifyPassword;
  /** Defaults to POST /api/user/forgot-password; stories and tests pass a fake. */
  requestPasswordReset?: RequestPasswordReset;
  /** Defaults to POST /api/user/change-password/{token}; stories and tests pass a fake. */
  setPasswordWithLink?: SetPasswordWithLink;
  children: ReactNode;
}

/** Optional in the app (without it the app's own session is used); stories use it to swap in fakes. */
export function SessionProvider({
  actor,
  verifyPassword,
  requestPasswordReset,
  setPasswordWithLink,
  children,
}: SessionProviderProps) {
  const app = useSyncExternalStore(onAppSessionChange, appSessionState);
  const value = useMemo<SessionServices>(
    () => ({
      actor: actor ?? app.actor,
      restoring: actor ? false : app.restoring,
      loadActor: actor ? () => Promise.resolve(actor) : appServices.loadActor,
      verifyPassword: verifyPassword ?? appServices.verifyPassword,
      requestPasswordReset: requestPasswordReset ?? appServices.requestPasswordReset,
      setPasswordWithLink: setPasswordWithLink ?? appServices.setPasswordWithLink,
    }),
    [actor, app, verifyPassword, requestPasswordReset, setPasswordWithLink],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionServices(): SessionServices {
  const provided = useContext(SessionContext);
  const app = useSyncExternalStore(onAppSessionChange, appSessionState);
  return provided ?? { ...appServices, ...app };
}
