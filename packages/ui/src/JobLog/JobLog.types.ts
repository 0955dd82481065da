import type { ComponentPropsWithoutRef } from 'react';

/** One line of a job's log. */
export interface JobLogLine {
  /** When it was written: an ISO string or a Date. */
  at: string | Date;
  /** What happened, as the job wrote it. */
  message: string;
}

export interface JobLogProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The lines, oldest first. */
  lines: readonly JobLogLine[];
  /** Accessible name of the log region (e.g. "Log of export #42"); "Job log" by default. */
  label?: string;
  /** BCP 47 locale for the timestamps. */
  locale?: string;
  /** IANA time zone of the timestamps (the user's by default; fixed in stories and tests). */
  timeZone?: string;
  /** Shown when there are no lines yet. */
  emptyText?: string;
  /** Height in px above which the log scrolls; 240 by default. */
  maxHeight?: number;
  /** Keep the newest line in view as lines arrive, unless the reader scrolled up; on by default. */
  follow?: boolean;
}
