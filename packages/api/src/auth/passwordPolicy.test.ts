import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN } from '@market/domain';
import { checkNewPassword } from './passwordPolicy.ts';

const owner = { email: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'Lopez' };
const codeOf = (password: string) => checkNewPassword(password, owner)?.code ?? 'ok';

describe('checkNewPassword', () => {
  it('refuses common and guessable passwords', () => {
    for (const password of ['password', 'Password1', 'Password1!', 'qwertyuiop', '12345678', 'iloveyou2'])
      expect(codeOf(password), password).toBe('tooWeak');
  });

  it('refuses passwords built from the owner email or name', () => {
    for (const password of ['maria.lopez@example.com', 'MariaLopez1!', 'lopez-2024!!', 'Maria#2024#x'])
      expect(codeOf(password), password).toBe('personal');
  });

  it('counts length in characters and bounds it', () => {
    expect(codeOf('a'.repeat(PASSWORD_MIN - 1))).toBe('tooShort');
    expect(codeOf('x'.repeat(PASSWORD_MAX + 1))).toBe('tooLong');
    // Seven emoji are seven characters (fourteen UTF-16 units): still too short.
    expect(codeOf('🔑'.repeat(PASSWORD_MIN - 1))).toBe('tooShort');
    expect(codeOf('')).toBe('blank');
  });

  it('accepts strong passwords, long ones included', () => {
    for (const password of ['Velvet-Orbit-4410', 'correct horse battery staple', 'Zq7#pL2!vR9w'])
      expect(codeOf(password), password).toBe('ok');
    expect(codeOf('Zq7#pL2!vR9w-Velvet-Orbit'.repeat(5).slice(0, PASSWORD_MAX))).toBe('ok');
  });

  it('refuses what is not a string', () => {
    expect(checkNewPassword(undefined, owner)?.code).toBe('blank');
    expect(checkNewPassword(12345678, owner)?.code).toBe('blank');
  });
});
