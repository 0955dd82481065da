import { forwardRef } from 'react';
import { StatusBadge, type StatusTone } from '../StatusBadge/index.ts';
import type { JobStatus, JobStatusBadgeProps } from './JobStatusBadge.types.ts';

const TONES: Record<JobStatus, StatusTone> = {
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

const ENGLISH: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const isKnown = (status: string): status is JobStatus => Object.hasOwn(TONES, status);

/** A job's status as a coloured badge with its name (colour never carries the meaning alone). */
export const JobStatusBadge = forwardRef<HTMLSpanElement, JobStatusBadgeProps>(function JobStatusBadge(
  { status, labels, dot = true, ...rest },
  ref,
) {
  const known = isKnown(status);
  const label = known ? (labels?.[status] ?? ENGLISH[status]) : status;
  return (
    <StatusBadge ref={ref} tone={known ? TONES[status] : 'neutral'} dot={dot} data-status={status} {...rest}>
      {label}
    </StatusBadge>
  );
});
JobStatusBadge.displayName = 'JobStatusBadge';
