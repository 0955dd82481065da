import type { ImportColumn } from '../entity.ts';
import { decimalToMinor, moneyProblem, toInt } from '../values.ts';

/**
 * A value that is a whole percentage when `typeColumn` says percent(age), otherwise an amount in the currency
 * (a store's commission, a coupon's discount).
 */
export function percentOrAmount(
  typeColumn: string,
  percentWord: string,
  blankIsPercent = false,
): ImportColumn['convert'] {
  return (cell, row, decimals) => {
    if (cell.trim() === '') return { value: undefined };
    const type = (row[typeColumn] ?? '').trim();
    if (type === percentWord || (type === '' && blankIsPercent)) {
      const value = toInt(cell);
      return typeof value === 'string'
        ? { problem: 'A percentage must be a whole number, 0–100' }
        : { value };
    }
    const problem = moneyProblem(cell, decimals);
    return problem ? { problem } : { value: decimalToMinor(cell, decimals) };
  };
}
