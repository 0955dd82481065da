import type { ComponentPropsWithoutRef } from 'react';
import type { JobStatus } from '../JobStatusBadge/index.ts';

/** The figures of a job's value text, already formatted for the locale. */
export interface JobProgressFigures {
  /** e.g. "42%". */
  percent: string;
  /** e.g. "1,284". */
  done: string;
  /** e.g. "3,000"; null while the total is unknown. */
  total: string | null;
}

export interface JobProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What the job does, shown above the bar and naming it (e.g. "Exporting orders"). */
  label: string;
  /** Items done so far. */
  done: number;
  /** Items in all; null while unknown, which makes the bar indeterminate. */
  total: number | null;
  /** The job's status: succeeded fills the bar in the success colour, failed in danger. */
  status?: JobStatus | (string & {});
  /** BCP 47 locale for the numbers. */
  locale?: string;
  /** The value text beside the label and read by screen readers; "42% · 1,284 of 3,000" by default. */
  formatValue?: (figures: JobProgressFigures) => string;
  /** The text under an indeterminate bar once some items are done; "1,284 done" by default. */
  formatCount?: (done: string) => string;
  /** Bar thickness: sm for table cells, md (default) elsewhere. */
  size?: 'sm' | 'md';
  /** Hide the visible label (it still names the bar), e.g. in a table row already naming the job. */
  hideLabel?: boolean;
}
