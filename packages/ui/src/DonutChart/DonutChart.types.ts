import type { HTMLAttributes } from 'react';
import type { ChartStateProps, Direction, ValueFormatProp } from '../internal/chart/index.ts';

export interface DonutSlice {
  /** Stable id of the slice (payment method, status). */
  key: string;
  /** Its name in the legend, tooltip and table. */
  label: string;
  /** Its size; zero and negative values are listed in the legend and table but drawn as no slice. */
  value: number;
}

export interface DonutChartProps
  extends ChartStateProps, Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  /** The slices, in the order to draw them clockwise from the top. */
  data: readonly DonutSlice[];
  /** How values read: `{ kind: 'count' }` (default), `{ kind: 'money', currency }` in minor units, percent or a function. */
  format?: ValueFormatProp;
  /** Header of the table's first column: "Payment method". */
  categoryLabel?: string;
  /** Header of the table's value column. */
  valueLabel?: string;
  /** Header of the table's share column. */
  shareLabel?: string;
  /** A word under the total in the middle ("orders"); no total in the middle without it. */
  totalLabel?: string;
  /** Locale for numbers; the document language by default. */
  locale?: string;
  /** Direction; the document's by default (the legend follows the text direction). */
  dir?: Direction;
  /** Diameter of the ring in px. */
  size?: number;
  /** Hides the legend (the table still lists every slice). */
  hideLegend?: boolean;
}
