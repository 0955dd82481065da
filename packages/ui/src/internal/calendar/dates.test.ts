import { describe, expect, it } from 'vitest';
import { fromIso, toIso } from './dates.ts';

describe('ISO dates', () => {
  it('reads a date as local midnight', () => {
    const date = fromIso('2026-11-22');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 10, 22, 0,
    ]);
  });

  it('reads what date-fns parse with yyyy-MM-dd read: one-digit month and day, a short year as itself', () => {
    expect(toIso(fromIso('2026-1-5')!)).toBe('2026-01-05');
    expect(fromIso('0099-03-04')?.getFullYear()).toBe(99);
  });

  it('refuses what is not a real date', () => {
    for (const text of [
      '2026-02-30',
      '2026-13-01',
      '0000-01-01',
      '2026-11-22T00:00',
      ' 2026-11-22',
      'soon',
      '',
      null,
    ]) {
      expect(fromIso(text)).toBeUndefined();
    }
  });

  it('writes four-digit years and two-digit months and days', () => {
    expect(toIso(new Date(2026, 0, 9))).toBe('2026-01-09');
    const early = new Date(2000, 0, 1);
    early.setFullYear(99, 11, 31);
    expect(toIso(early)).toBe('0099-12-31');
  });
});
