import { describe, expect, it } from 'vitest';
import { currencyDecimals, dateFormatter, valueFormatter } from './format.ts';

describe('chart value formats', () => {
  it('reads money from integer minor units with the currency’s own decimals', () => {
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(valueFormatter({ kind: 'money', currency: 'KWD' }, 'en-US')(1_234_567)).toBe('KWD\u00a01,234.567');
    expect(valueFormatter({ kind: 'money', currency: 'JPY' }, 'en-US')(1_234_567)).toBe('¥1,234,567');
    expect(valueFormatter({ kind: 'money', currency: 'EGP' }, 'en-US')(-12_550)).toBe('-EGP\u00a0125.50');
  });

  it('uses the locale’s digits and shortens axis ticks', () => {
    expect(valueFormatter({ kind: 'count' }, 'ar-EG')(1284)).toBe('١٬٢٨٤');
    expect(valueFormatter({ kind: 'count' }, 'en-US', true)(12_400)).toBe('12.4K');
    expect(valueFormatter({ kind: 'percent' }, 'en-US')(0.125)).toBe('12.5%');
  });

  it('reads a date as a calendar day in any time zone', () => {
    expect(dateFormatter('en-US', 'day', 'long')('2026-03-01')).toBe('Mar 1, 2026');
    expect(dateFormatter('en-US', 'month', 'long')('2026-03-01')).toBe('March 2026');
    expect(dateFormatter('en-US', 'year', 'short')('2026-01-01')).toBe('2026');
  });

  it('passes values through a caller’s own formatter', () => {
    expect(valueFormatter((v) => `${v} kg`, 'en-US')(3)).toBe('3 kg');
  });
});
