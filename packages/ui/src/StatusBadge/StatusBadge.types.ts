import type { HTMLAttributes, ReactNode } from 'react';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status in words, e.g. "Out for delivery"; colour never carries the meaning alone. */
  children: ReactNode;
  /** Colour of the status: neutral (default), info, success, warning, danger or accent. */
  tone?: StatusTone;
  /**
   * A configured colour (any CSS colour, e.g. "#52c41a") filling the badge instead of the tone; the text
   * colour is chosen for contrast. An invalid colour falls back to the tone.
   */
  colour?: string | null;
  /** Show a leading dot in the tone's colour, for dense lists. */
  dot?: boolean;
  /** sm for table cells, md (default) elsewhere. */
  size?: 'sm' | 'md';
}
