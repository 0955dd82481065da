export { AuthService, publicUser, type AuthResult } from './service.ts';
export { AccessTokens, type AccessClaims } from './tokens.ts';
export { loadSigningSecret } from './secret.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { forgotPassword, hashPasswordResetToken, PASSWORD_RESET_TTL_SECONDS } from './forgotPassword.ts';
