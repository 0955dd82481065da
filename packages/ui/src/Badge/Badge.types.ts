import type { HTMLAttributes } from 'react';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The number to show, e.g. 532 new customers. */
  count?: number;
  /** Highest number shown in full; above it the badge reads "<max>+". Defaults to 99. */
  max?: number;
  /** Show a small dot instead of a number, for "something new" without a count. */
  dot?: boolean;
  /** Fill colour: accent (default), neutral, or a status tone. */
  tone?: 'accent' | 'neutral' | 'info' | 'success' | 'warning' | 'danger';
  /** Also show a zero count; by default a badge with nothing to count renders nothing. */
  showZero?: boolean;
  /** What the badge means for screen readers, e.g. "532 new customers"; needed for a dot. */
  label?: string;
}
