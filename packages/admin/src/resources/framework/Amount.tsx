import type { MinorUnits } from '@market/domain';
import { useFormat } from '../../i18n/index.ts';

export interface AmountProps {
  /** Integer minor units (cents); nothing is shown for null. */
  value: MinorUnits | null | undefined;
  /** The ISO currency of the amount; USD, the money field's default, when omitted. */
  currency?: string;
}

/** An amount as a list cell, in the staff member's language: `$1,234.56`, `١٬٢٣٤٫٥٦ US$`. */
export function Amount({ value, currency = 'USD' }: AmountProps) {
  const format = useFormat();
  if (value === null || value === undefined) return null;
  return <>{format.money(value, currency)}</>;
}
