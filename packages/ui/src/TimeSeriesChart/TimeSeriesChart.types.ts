import type { HTMLAttributes } from 'react';
import type { ChartStateProps, Direction, Granularity, ValueFormatProp } from '../internal/chart/index.ts';

export interface TimeSeriesDefinition {
  /** Key of this series' value in each point's `values`. */
  key: string;
  /** Its name in the legend, tooltip and table: "Orders", "Revenue". */
  label: string;
  /** Value axis: `primary` on the inline-start side, `secondary` on the inline-end side (money beside counts). */
  axis?: 'primary' | 'secondary';
  /** Drawn as a line (default) or as a line over a filled area. */
  type?: 'line' | 'area';
}

export interface TimeSeriesPoint {
  /** The period's first day, "2026-03-01" (a calendar day, not a moment). */
  date: string;
  /** One value per series key; null where a series has no figure for the period. */
  values: Readonly<Record<string, number | null>>;
}

export interface TimeSeriesChartProps
  extends ChartStateProps, Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  /** The points in time order, oldest first. */
  data: readonly TimeSeriesPoint[];
  /** The series to draw, in colour order. */
  series: readonly TimeSeriesDefinition[];
  /** The period one point stands for; decides how dates read. Day by default. */
  granularity?: Granularity;
  /** How values on the primary axis read: `{ kind: 'count' }` (default), money, percent or a function. */
  primaryFormat?: ValueFormatProp;
  /** How values on the secondary axis read, e.g. `{ kind: 'money', currency: 'EGP' }` (minor units). */
  secondaryFormat?: ValueFormatProp;
  /** Header of the table's date column. */
  dateLabel?: string;
  /** Locale for numbers and dates; the document language by default. */
  locale?: string;
  /** Direction; the document's by default. In right-to-left time runs from right to left. */
  dir?: Direction;
  /** Width in px; measured from the container when omitted. */
  width?: number;
  /** Height of the drawing in px. */
  height?: number;
  /** Hides the legend (e.g. a single series named by the card's title). */
  hideLegend?: boolean;
}
