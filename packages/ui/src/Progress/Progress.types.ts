import type { ComponentPropsWithoutRef } from 'react';

export interface ProgressProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** What is progressing, shown above the bar and used as its accessible name (e.g. "Exporting orders"). */
  label: string;
  /** Current value between 0 and max; null or omitted means indeterminate (length unknown). */
  value?: number | null;
  /** The value that means done; 100 by default. */
  max?: number;
  /** Shows the value text ("42%") beside the label; on by default for determinate bars. */
  showValue?: boolean;
  /** Text for the value, read by screen readers and shown beside the label; a percentage by default. */
  getValueLabel?: (value: number, max: number) => string;
  /** Colour of the filled part: accent by default, success when a job finished, danger when it failed. */
  tone?: 'accent' | 'success' | 'danger';
  /** Bar thickness: sm 4px, md 8px (default). */
  size?: 'sm' | 'md';
  /** Hide the visible label (it still names the bar for screen readers), e.g. inside a table cell. */
  hideLabel?: boolean;
}
