export { SegmentedControl } from './SegmentedControl.tsx';
export type { SegmentedControlItemProps, SegmentedControlRootProps } from './SegmentedControl.types.ts';
