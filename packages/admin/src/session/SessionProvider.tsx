import type { SessionActor } from '@market/auth-machine';
import { createContext, useContext, type ReactNode } from 'react';
import { requestPasswordResetFromAuthService } from './passwordReset.ts';
import { sessionActor } from './sessionActor.ts';
import { verifyPasswordWithAuthService } from './verifyPassword.ts';

/** How the signed-in user's password is checked again on the lock screen. */
export type VerifyPassword = (email: string, password: string) => Promise<void>;
/** How a "forgot password" request reaches the auth service. */
export type RequestPasswordReset = (email: string) => Promise<void>;

export interface SessionServices {
  actor: SessionActor;
  verifyPassword: VerifyPassword;
  requestPasswordReset: RequestPasswordReset;
}

const appServices: SessionServices = {
  actor: sessionActor,
  verifyPassword: verifyPasswordWithAuthService,
  requestPasswordReset: requestPasswordResetFromAuthService,
};

const SessionContext = createContext<SessionServices>(appServices);

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
  const value: SessionServices = {
    actor: actor ?? appServices.actor,
    verifyPassword: verifyPassword ?? appServices.verifyPassword,
    requestPasswordReset: requestPasswordReset ?? appServices.requestPasswordReset,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionServices(): SessionServices {
  return useContext(SessionContext);
}
