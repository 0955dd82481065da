import { describe, expect, it } from 'vitest';
import { adminPublicUrl, configFromEnv } from './config.ts';

describe('ADMIN_PUBLIC_URL', () => {
  it('defaults to this process on localhost', () => {
    expect(configFromEnv({ PORT: '4100' }).adminPublicUrl).toBe('http://localhost:4100');
  });

  it('keeps a path and drops a trailing slash', () => {
    expect(adminPublicUrl('https://admin.example.com/', 4000)).toBe('https://admin.example.com');
    expect(adminPublicUrl('https://example.com/back-office/', 4000)).toBe('https://example.com/back-office');
  });

  it('stops the start on a value links could not use', () => {
    for (const bad of [
      'admin.example.com',
      'ftp://admin.example.com',
      'https://a.test/?x=1',
      'https://a.test/#x',
    ])
      expect(() => adminPublicUrl(bad, 4000), bad).toThrow(/ADMIN_PUBLIC_URL/);
  });
});
