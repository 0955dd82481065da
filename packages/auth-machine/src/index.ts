export { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY } from './tokenStore.ts';
export type { SessionTokens, TokenStorage, TokenStore } from './tokenStore.ts';
