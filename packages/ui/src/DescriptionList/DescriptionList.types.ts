import type { HTMLAttributes, Key, ReactNode } from 'react';

export interface DescriptionItem {
  /** Stable key; defaults to the term when it is a string. */
  key?: Key;
  /** What the value is (dt): "Customer", "Payment method". */
  term: ReactNode;
  /** The value itself (dd); empty values show `emptyText`. */
  detail?: ReactNode;
  /** Let this pair take the whole row, for addresses and notes. */
  fullWidth?: boolean;
}

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /** The term/detail pairs, in reading order. */
  items: DescriptionItem[];
  /** Number of columns on wide containers: 1 (default), 2 or 3; collapses to one on narrow ones. */
  columns?: 1 | 2 | 3;
  /** Term beside its detail instead of above it. */
  layout?: 'stacked' | 'inline';
  /** Shown for an empty detail so the row does not look broken. */
  emptyText?: ReactNode;
}
