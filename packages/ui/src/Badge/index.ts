export { Badge, formatBadgeCount } from './Badge.tsx';
export type { BadgeProps } from './Badge.types.ts';
