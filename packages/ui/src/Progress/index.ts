export { Progress } from './Progress.tsx';
export type { ProgressProps } from './Progress.types.ts';
