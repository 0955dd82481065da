import type { HTMLAttributes, ReactNode } from 'react';

export type TimelineTone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';

export interface TimelineEntry {
  /** Stable id of the history entry. */
  id: string;
  /** Status the order moved to: "Out for delivery". */
  status: ReactNode;
  /** Colour of the status dot, matching the order-status colours. */
  tone?: TimelineTone;
  /** Who made the change: a staff member, the store, the system. */
  actor?: ReactNode;
  /** When, as display text ("Nov 22, 2026, 14:05"). */
  time: ReactNode;
  /** Machine-readable time for the <time> element (ISO 8601). */
  dateTime?: string;
  /** Optional note left with the change. */
  comment?: ReactNode;
  /** Whether the customer was notified of this change. */
  customerNotified?: boolean;
}

export interface TimelineProps extends HTMLAttributes<HTMLOListElement> {
  /** History entries in the order they should read (oldest or newest first, as the page decides). */
  entries: TimelineEntry[];
  /** Id of the entry that is the order's current status; highlighted and marked aria-current. */
  currentId?: string;
  /** Text of the badge on the current entry, translated by the app. */
  currentLabel?: string;
  /** Text of the "customer notified" marker, translated by the app. */
  customerNotifiedLabel?: string;
  /** Words before the actor's name ("by Layla Hassan"). */
  actorPrefix?: string;
  /** Shown when there is no history yet. */
  emptyText?: ReactNode;
}
