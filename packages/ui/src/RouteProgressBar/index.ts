export { RouteProgressBar } from './RouteProgressBar.tsx';
export type { RouteProgressBarProps } from './RouteProgressBar.types.ts';
