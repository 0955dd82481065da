// Where the session's two tokens live between page loads. The key names are part of the
// product's contract (documented in the README) so support staff can inspect or clear them.
export const ACCESS_TOKEN_KEY = 'market.auth.accessToken';
export const REFRESH_TOKEN_KEY = 'market.auth.refreshToken';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The part of the Web Storage API the store needs, so tests can pass a Map-backed fake. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createTokenStore(storage: TokenStorage) {
  return {
    read(): SessionTokens | null {
      const accessToken = storage.getItem(ACCESS_TOKEN_KEY);
      const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
      // Half a session is no session: either both tokens are there or we start anonymous.
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    write(tokens: SessionTokens): void {
      storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    },
    clear(): void {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
