// The admin's session: one actor for the app, read through these hooks.
export { appSessionState, hasStoredSession, loadSessionActor } from './appSession.ts';
export { SessionProvider, useSessionServices } from './SessionProvider.tsx';
export type {
  RequestPasswordReset,
  SessionProviderProps,
  SessionServices,
  SetPasswordWithLink,
  VerifyPassword,
} from './SessionProvider.tsx';
export type { SetPasswordOutcome } from './setPassword.ts';
export {
  selectSessionStatus,
  selectSubmitting,
  useLogout,
  useSessionActorRef,
  useSessionError,
  useSessionStatus,
  useSessionSubmitting,
  useSessionUser,
  useSignInAttempt,
} from './hooks.ts';
export type { SessionStatus, SignInAttempt } from './hooks.ts';
export type { UserState } from '@market/auth-machine';
