export { Stat } from './Stat.tsx';
export type { StatProps } from './Stat.types.ts';
