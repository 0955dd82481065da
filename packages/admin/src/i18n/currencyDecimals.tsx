// Each currency's decimal places as configured on its record (Configuration › Currencies): money is shown
// and typed with them (KWD 3, JPY 0). Where a currency is not configured (or before the records load),
// Intl's ISO digits for it.
import { currencyDecimalPlaces } from '@market/domain';
import { createContext, useCallback, useContext, type ReactNode } from 'react';

/** Currency code → configured decimal places. */
export type CurrencyDecimals = ReadonlyMap<string, number>;

const Context = createContext<CurrencyDecimals>(new Map());

export function CurrencyDecimalsProvider({
  decimals,
  children,
}: {
  decimals: CurrencyDecimals;
  children: ReactNode;
}) {
  return <Context.Provider value={decimals}>{children}</Context.Provider>;
}

/** The configured decimal places of a currency, else its ISO digits. */
export function decimalsOf(configured: CurrencyDecimals, currency: string): number {
  return configured.get(currency) ?? currencyDecimalPlaces(currency);
}

/** `(currency) => decimal places` for the configured currencies. */
export function useCurrencyDecimals(): (currency: string) => number {
  const configured = useContext(Context);
  return useCallback((currency: string) => decimalsOf(configured, currency), [configured]);
}
