export { JobProgress } from './JobProgress.tsx';
export type { JobProgressFigures, JobProgressProps } from './JobProgress.types.ts';
