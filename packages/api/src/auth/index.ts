export { AuthService, publicUser, type AuthResult, type LoginRequestContext } from './service.ts';
export {
  Throttle,
  throttledAnswer,
  type Admission,
  type AttemptSource,
  type ThrottledAction,
} from './throttle.ts';
export { DeviceCookies } from './deviceCookie.ts';
export { AccessTokens, type AccessClaims } from './tokens.ts';
export { loadSigningSecret } from './secret.ts';
export { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
export { forgotPassword, hashPasswordResetToken, PASSWORD_RESET_TTL_SECONDS } from './forgotPassword.ts';
export { changePasswordWithLink } from './changePassword.ts';
export { checkNewPassword, passwordFieldErrors, type PasswordOwner } from './passwordPolicy.ts';
export {
  hashPasswordLinkToken,
  issuePasswordLink,
  passwordLink,
  PASSWORD_LINK_TTL_SECONDS,
} from './passwordLinks.ts';
