import type { StatusBadgeProps } from '../StatusBadge/index.ts';

/** The states of a background job, as the server stores them. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled'];

export interface JobStatusBadgeProps extends Omit<StatusBadgeProps, 'children' | 'tone'> {
  /** The job's status; an unknown value from a newer server shows as neutral with its raw text. */
  status: JobStatus | (string & {});
  /** The status in words (translated); English by default. */
  labels?: Partial<Record<JobStatus, string>>;
}
