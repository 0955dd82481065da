import type { SessionActor } from '@market/auth-machine';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { loadAppSession, loadedAppSession, onAppSessionLoaded } from './appSession.ts';
import { requestPasswordResetFromAuthService } from './passwordReset.ts';
import { verifyPasswordWithAuthService } from './verifyPassword.ts';

/** How the signed-in user's password is checked again on the lock screen. */
export type VerifyPassword = (email: string, password: string) => Promise<void>;
/** How a "forgot password" request reaches the auth service. */
export type RequestPasswordReset = (email: string) => Promise<void>;

export interface SessionServices {
  /** Null until the app's actor has loaded (appSession.ts): nobody is signed in until then. */
  actor: SessionActor | null;
  /** The actor, loading it first if need be: what a sign-in form sends its credentials to. */
  loadActor: () => Promise<SessionActor>;
  verifyPassword: VerifyPassword;
  requestPasswordReset: RequestPasswordReset;
}

const appServices: Omit<SessionServices, 'actor'> = {
  loadActor: loadAppSession,
  verifyPassword: verifyPasswordWithAuthService,
  requestPasswordReset: requestPasswordResetFromAuthService,
};

/** Without a provider: the app's own session, as loaded so far. */
const SessionContext = createContext<SessionServices | null>(null);

export interface SessionProviderProps {
  /** Defaults to the app's module-scope actor; stories and tests pass a fake one. */
  actor?: SessionActor;
  /** Defaults to a sign-in against the auth service; stories and tests pass a fake. */
  verifyPassword?: VerifyPassword;
  /** Defaults to POST /api/user/forgot-password; stories and tests pass a fake. */
  requestPasswordReset?: RequestPasswordReset;
  children: ReactNode;
}

/** Optional in the app (without it the app's own session is used); stories use it to swap in fakes. */
export function SessionProvider({
  actor,
  verifyPassword,
  requestPasswordReset,
  children,
}: SessionProviderProps) {
  const appActor = useSyncExternalStore(onAppSessionLoaded, loadedAppSession);
  const value = useMemo<SessionServices>(
    () => ({
      actor: actor ?? appActor,
      loadActor: actor ? () => Promise.resolve(actor) : appServices.loadActor,
      verifyPassword: verifyPassword ?? appServices.verifyPassword,
      requestPasswordReset: requestPasswordReset ?? appServices.requestPasswordReset,
    }),
    [actor, appActor, verifyPassword, requestPasswordReset],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionServices(): SessionServices {
  const provided = useContext(SessionContext);
  const appActor = useSyncExternalStore(onAppSessionLoaded, loadedAppSession);
  return provided ?? { ...appServices, actor: appActor };
}
