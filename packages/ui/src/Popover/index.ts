export { Popover } from './Popover.tsx';
export type { PopoverContentProps } from './Popover.types.ts';
