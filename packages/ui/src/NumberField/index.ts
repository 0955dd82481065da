export { NumberField } from './NumberField.tsx';
export type { NumberFieldProps } from './NumberField.types.ts';
