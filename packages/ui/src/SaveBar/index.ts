export { SaveBar } from './SaveBar.tsx';
export type { SaveBarProps } from './SaveBar.types.ts';
