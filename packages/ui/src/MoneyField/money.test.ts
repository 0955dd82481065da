import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  currencySymbol,
  formatMinorUnits,
  isMoneyDraft,
  toDecimalString,
  toMinorUnits,
} from './money.ts';

describe('money conversions', () => {
  it('knows the decimals of each currency', () => {
    expect(currencyDecimals('EGP')).toBe(2);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
  });

  it('turns typed amounts into integer minor units without float drift', () => {
    expect(toMinorUnits('19.99', 2)).toBe(1999);
    expect(toMinorUnits('0.3', 2)).toBe(30);
    expect(toMinorUnits('1.10', 2)).toBe(110);
    expect(toMinorUnits('4.35', 2)).toBe(435);
    expect(toMinorUnits('1.15', 2)).toBe(115);
    expect(toMinorUnits('125.5', 2)).toBe(12550);
    expect(toMinorUnits('.5', 2)).toBe(50);
    expect(toMinorUnits('7.', 2)).toBe(700);
    expect(toMinorUnits('1,234.56', 2)).toBe(123456);
    expect(toMinorUnits('9007199254740.99', 2)).toBe(900719925474099);
  });

  it('rounds extra decimals half away from zero on strings, not floats', () => {
    // As floats 1.005 * 100 is 100.49999…, which would round to 100.
    expect(toMinorUnits('1.005', 2)).toBe(101);
    expect(toMinorUnits('1.004', 2)).toBe(100);
    expect(toMinorUnits('12.5', 0)).toBe(13);
  });

  it('follows the currency decimals', () => {
    expect(toMinorUnits('1500', currencyDecimals('JPY'))).toBe(1500);
    expect(toMinorUnits('1.234', currencyDecimals('KWD'))).toBe(1234);
    expect(toMinorUnits('2', currencyDecimals('KWD'))).toBe(2000);
  });

  it('reads Arabic digits and marks and comma-decimal locales', () => {
    expect(toMinorUnits('١٢٣٫٤٥', 2, 'ar-EG')).toBe(12345);
    expect(toMinorUnits('١٬٢٣٤٫٥', 2, 'ar-EG')).toBe(123450);
    expect(toMinorUnits('1.234,56', 2, 'de-DE')).toBe(123456);
  });

  it('gives null for empty or non-numeric text', () => {
    expect(toMinorUnits('', 2)).toBeNull();
    expect(toMinorUnits('.', 2)).toBeNull();
    expect(toMinorUnits('abc', 2)).toBeNull();
    expect(toMinorUnits('1.2.3', 2)).toBeNull();
  });

  it('keeps negative amounts only as typed', () => {
    expect(toMinorUnits('-12.50', 2)).toBe(-1250);
    expect(isMoneyDraft('-', 2, 'en-US', false)).toBe(false);
    expect(isMoneyDraft('-', 2, 'en-US', true)).toBe(true);
  });

  it('accepts drafts up to the currency decimals', () => {
    expect(isMoneyDraft('12.', 2, 'en-US', false)).toBe(true);
    expect(isMoneyDraft('12.34', 2, 'en-US', false)).toBe(true);
    expect(isMoneyDraft('12.345', 2, 'en-US', false)).toBe(false);
    expect(isMoneyDraft('12.3', 0, 'en-US', false)).toBe(false);
    expect(isMoneyDraft('12.', 0, 'en-US', false)).toBe(false);
    expect(isMoneyDraft('12a', 2, 'en-US', false)).toBe(false);
  });

  it('writes minor units back as exact decimal strings', () => {
    expect(toDecimalString(12550, 2)).toBe('125.50');
    expect(toDecimalString(5, 2)).toBe('0.05');
    expect(toDecimalString(-1250, 2)).toBe('-12.50');
    expect(toDecimalString(1234, 3)).toBe('1.234');
    expect(toDecimalString(1500, 0)).toBe('1500');
  });

  it('formats by locale', () => {
    expect(formatMinorUnits(1234550, 2, 'en-US')).toBe('12,345.50');
    expect(formatMinorUnits(1234550, 2, 'en-US', false)).toBe('12345.50');
    expect(formatMinorUnits(12550, 2, 'ar-EG')).toBe('١٢٥٫٥٠');
    expect(formatMinorUnits(1500, 0, 'ja-JP')).toBe('1,500');
  });

  it('places the currency sign where the locale does', () => {
    expect(currencySymbol('USD', 'en-US')).toEqual({ symbol: '$', position: 'start' });
    expect(currencySymbol('EGP', 'ar-EG').position).toBe('end');
  });
});
