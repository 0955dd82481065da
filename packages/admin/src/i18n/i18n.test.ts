import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';
import { catalogues } from './catalogues.ts';

// Vitest runs from the repository root (jsdom gives import.meta.url an http: scheme).
const repoRoot = process.cwd();

/** Every message used in packages/admin/src with its default, read by the formatjs CLI as `pnpm i18n:extract`. */
function usedMessages(): Record<string, string> {
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'used.json');
  execFileSync(
    join(repoRoot, 'node_modules/.bin/formatjs'),
    [
      'extract',
      'packages/admin/src/**/*.{ts,tsx}',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
      '--out-file',
      out,
    ],
    { cwd: repoRoot },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
}

describe('message catalogues', () => {
  const defaults = usedMessages();
  const used = Object.keys(defaults);

  it('hold every message id the admin uses, in English and in Arabic', () => {
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((id) => !(id in catalogues['en-US']))).toEqual([]);
    expect(used.filter((id) => !(id in catalogues['ar-EG']))).toEqual([]);
  });

  it('have English exactly as the source defaults, which the build ships instead of the English catalogue', () => {
    expect(catalogues['en-US']).toEqual(defaults);
  });

  it('have Arabic text in the Arabic catalogue', () => {
    const notArabic = Object.entries(catalogues['ar-EG']).filter(
      ([, text]) => /[A-Za-z]{3}/.test(text.replace(/\{[^}]*\}/g, '')) && !/[\u0600-\u06FF]/.test(text),
    );
    expect(notArabic).toEqual([]);
  });
});

describe('formats by locale', () => {
  const at = new Date('2026-03-14T09:05:07Z');
  const utc = { timeZone: 'UTC' };

  it("renders 'MMM D, YYYY' and 'MMM D, YYYY | hh:mm:ss A' in English", () => {
    expect(formatDate(at, 'en-US', utc)).toBe('Mar 14, 2026');
    expect(formatDateTime(at, 'en-US', utc)).toBe('Mar 14, 2026 | 09:05:07 AM');
  });

  it('uses Arabic month names and digits in Arabic', () => {
    expect(formatDate(at, 'ar-EG', utc)).toMatch(/مارس/);
    expect(formatDate(at, 'ar-EG', utc)).toMatch(/[٠-٩]/);
    expect(formatDateTime(at, 'ar-EG', utc)).toContain(' | ');
  });

  it('formats numbers and money (minor units) by locale', () => {
    expect(formatNumber(1234567.891, 'en-US')).toBe('1,234,567.89');
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    // Intl puts a no-break space between the code and the amount.
    expect(formatMoney(5000, 'KWD', 'en-US', 3).replace(/\u00a0/g, ' ')).toBe('KWD 5.000');
    expect(formatMoney(123456, 'EGP', 'ar-EG')).toMatch(/١٬٢٣٤٫٥٦/);
  });
});
