export { DescriptionList } from './DescriptionList.tsx';
export type { DescriptionItem, DescriptionListProps } from './DescriptionList.types.ts';
