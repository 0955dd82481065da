import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CurrencyDecimalsProvider, decimalsOf } from './currencyDecimals.tsx';
import { formatMoney } from './format.ts';
import { useFormat } from './useFormat.ts';

function Shown({ amount, currency }: { amount: number; currency: string }) {
  const format = useFormat();
  return <output>{format.money(amount, currency)}</output>;
}

describe("money in its currency's decimal places", () => {
  it('takes the ISO digits when nothing else is known: KWD 3, JPY 0, USD 2', () => {
    expect(formatMoney(12345, 'KWD', 'en-US')).toMatch(/^KWD\s12\.345$/);
    expect(formatMoney(12345, 'JPY', 'en-US')).toBe('¥12,345');
    expect(formatMoney(12345, 'USD', 'en-US')).toBe('$123.45');
    expect(formatMoney(12345, 'KWD', 'ar-EG')).toContain('١٢٫٣٤٥');
  });

  it("prefers the currency record's configured decimal places", () => {
    const configured = new Map([
      ['JPY', 0],
      ['KWD', 3],
      ['XTS', 1],
    ]);
    expect(decimalsOf(configured, 'KWD')).toBe(3);
    expect(decimalsOf(configured, 'XTS')).toBe(1);
    expect(decimalsOf(configured, 'EUR')).toBe(2);
    render(
      <IntlProvider locale="en-US">
        <CurrencyDecimalsProvider decimals={new Map([['EGP', 3]])}>
          <Shown amount={12345} currency="EGP" />
          <Shown amount={500} currency="JPY" />
        </CurrencyDecimalsProvider>
      </IntlProvider>,
    );
    const [egp, jpy] = screen.getAllByRole('status');
    expect(egp).toHaveTextContent(/EGP\s12\.345/);
    expect(jpy).toHaveTextContent('¥500');
  });
});
