export { TopBar } from './TopBar.tsx';
export type { TopBarProps } from './TopBar.types.ts';
