// Loads the configured currencies' decimal places once per sign-in, so every amount in the admin is shown
// and typed with its currency's own (i18n/currencyDecimals.tsx). Until they arrive, or for a role that may
// not read currencies, Intl's ISO digits stand in (the same for the usual currencies).
import { useQuery } from '@apollo/client/react';
import { canAccess } from '@market/domain';
import { useMemo, type ReactNode } from 'react';
import { ConfiguredCurrencyDecimalsDocument } from '../graphql/generated.ts';
import { CurrencyDecimalsProvider } from '../i18n/currencyDecimals.tsx';
import { useSessionUser } from '../session/index.ts';

export const configuredCurrenciesDocument = /* GraphQL */ `
  query ConfiguredCurrencyDecimals {
    currencies(first: 200) {
      nodes {
        id
        code
        decimalPlaces
      }
    }
  }
`;

export function ConfiguredCurrencies({ children }: { children: ReactNode }) {
  const { role } = useSessionUser();
  const { data } = useQuery(ConfiguredCurrencyDecimalsDocument, {
    skip: !canAccess(role, 'currencies'),
    fetchPolicy: 'cache-first',
  });
  const decimals = useMemo(
    () => new Map((data?.currencies.nodes ?? []).map((c) => [c.code, c.decimalPlaces] as const)),
    [data],
  );
  return <CurrencyDecimalsProvider decimals={decimals}>{children}</CurrencyDecimalsProvider>;
}
