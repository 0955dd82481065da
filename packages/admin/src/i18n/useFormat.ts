import { useIntl } from 'react-intl';
import { useCurrencyDecimals } from './currencyDecimals.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber, type FormatOptions } from './format.ts';

/** The format helpers bound to the current language. */
export function useFormat() {
  const { locale } = useIntl();
  const decimalsOf = useCurrencyDecimals();
  return {
    date: (value: Date | string | number, options?: FormatOptions) => formatDate(value, locale, options),
    dateTime: (value: Date | string | number, options?: FormatOptions) =>
      formatDateTime(value, locale, options),
    number: (value: number, maximumFractionDigits?: number) =>
      formatNumber(value, locale, maximumFractionDigits),
    money: (amount: number, currency: string, decimalPlaces?: number) =>
      formatMoney(amount, currency, locale, decimalPlaces ?? decimalsOf(currency)),
  };
}
