export { FilterBar } from './FilterBar.tsx';
export type { FilterBarChip, FilterBarField, FilterBarLabels, FilterBarProps } from './FilterBar.types.ts';
