export { StatusBadge } from './StatusBadge.tsx';
export type { StatusBadgeProps, StatusTone } from './StatusBadge.types.ts';
export { readableTextColour } from './readableColour.ts';
