export { Select } from './Select.tsx';
export type { SelectOption, SelectOptionGroup, SelectProps } from './Select.types.ts';
