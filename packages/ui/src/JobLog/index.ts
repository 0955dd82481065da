export { JobLog } from './JobLog.tsx';
export type { JobLogLine, JobLogProps } from './JobLog.types.ts';
