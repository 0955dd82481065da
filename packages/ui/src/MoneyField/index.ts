export { MoneyField } from './MoneyField.tsx';
export type { MoneyFieldProps } from './MoneyField.types.ts';
export { currencyDecimals, formatMinorUnits, toMinorUnits } from './money.ts';
