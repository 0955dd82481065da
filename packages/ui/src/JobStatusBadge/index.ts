export { JobStatusBadge } from './JobStatusBadge.tsx';
export { JOB_STATUSES } from './JobStatusBadge.types.ts';
export type { JobStatus, JobStatusBadgeProps } from './JobStatusBadge.types.ts';
