// The admin's session: one actor for the app, read through these hooks.
export { authClient, createSessionActor, logout, sessionActor } from './sessionActor.ts';
export { SessionProvider, useSessionServices } from './SessionProvider.tsx';
export type {
  RequestPasswordReset,
  SessionProviderProps,
  SessionServices,
  VerifyPassword,
} from './SessionProvider.tsx';
export {
  selectSessionStatus,
  selectSubmitting,
  useLogout,
  useSessionActorRef,
  useSessionError,
  useSessionStatus,
  useSessionSubmitting,
  useSessionUser,
} from './hooks.ts';
export type { SessionStatus } from './hooks.ts';
export type { UserState } from '@market/auth-machine';
