export { Divider } from './Divider.tsx';
export type { DividerProps } from './Divider.types.ts';
