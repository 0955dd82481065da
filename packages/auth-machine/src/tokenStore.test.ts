import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY, type TokenStorage } from './tokenStore.ts';

function memoryStorage(): TokenStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('token store', () => {
  it('writes and reads both tokens under the documented keys', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage);
    store.write({ accessToken: 'a', refreshToken: 'r' });
    expect(storage.data.get(ACCESS_TOKEN_KEY)).toBe('a');
    expect(storage.data.get(REFRESH_TOKEN_KEY)).toBe('r');
    expect(store.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('treats a lone token as no session', () => {
    const storage = memoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'a');
    expect(createTokenStore(storage).read()).toBeNull();
  });

  it('clears both tokens', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage);
    store.write({ accessToken: 'a', refreshToken: 'r' });
    store.clear();
    expect(storage.data.size).toBe(0);
    expect(store.read()).toBeNull();
  });
});
