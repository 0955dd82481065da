import type { HTMLAttributes, ReactNode } from 'react';

export interface StatProps extends HTMLAttributes<HTMLDivElement> {
  /** What is measured: "Revenue", "Orders today". */
  label: ReactNode;
  /** The figure, already formatted for the locale (money from minor units, counts with grouping). */
  value: ReactNode;
  /** Change against the comparison period in percent, e.g. 12 or -4.5; omit for no trend. */
  change?: number;
  /** The comparison period, read after the change: "from last month". */
  changeLabel?: string;
  /** Whether a rise is good news (green); false for refunds, cancellations, delivery time. */
  increaseIsGood?: boolean;
  /** Locale for the percentage digits; the document language by default. */
  locale?: string;
  /** Decorative icon beside the label. */
  icon?: ReactNode;
  /** A further line under the value, in muted text. */
  helpText?: ReactNode;
  /** A small trend beside the value, usually a `<Sparkline>`; nothing changes without it. */
  sparkline?: ReactNode;
  /** Shows a skeleton instead of the value while the figure loads. */
  loading?: boolean;
  /** Words announced while loading. */
  loadingLabel?: string;
}
