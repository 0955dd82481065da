import type { HTMLAttributes } from 'react';
import type { ChartStateProps, Direction, ValueFormatProp } from '../internal/chart/index.ts';

export interface BarSeries {
  /** Key of this series' value in each bar's `values`. */
  key: string;
  /** Its name in the legend, tooltip and table: "Delivered", "Cancelled". */
  label: string;
}

export interface BarDatum {
  /** Stable id of the bar (store id, status, period). */
  key: string;
  /** The bar's name, shown in full in the tooltip and table and cut short on the axis when long. */
  label: string;
  /** One value per series key; a missing key counts as zero. */
  values: Readonly<Record<string, number>>;
}

export interface BarChartProps
  extends ChartStateProps, Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  /** The bars, in the order to draw them (top N: already sorted and cut by the caller). */
  data: readonly BarDatum[];
  /** One series draws plain bars; several are stacked in each bar (e.g. orders by status). */
  series: readonly BarSeries[];
  /** `horizontal` (default): names on the inline-start side, for top-N lists; `vertical`: columns. */
  orientation?: 'horizontal' | 'vertical';
  /** How values read: `{ kind: 'count' }` (default), `{ kind: 'money', currency }` in minor units, percent or a function. */
  format?: ValueFormatProp;
  /** Header of the table's first column: "Store", "Month". */
  categoryLabel?: string;
  /** Header of the table's total column when stacked. */
  totalLabel?: string;
  /** Room for the names of horizontal bars, in px; longer names end with "…". */
  labelWidth?: number;
  /** Locale for numbers; the document language by default. */
  locale?: string;
  /** Direction; the document's by default. In right-to-left bars grow from the right and columns run right to left. */
  dir?: Direction;
  /** Width in px; measured from the container when omitted. */
  width?: number;
  /** Height of the drawing in px; horizontal bars default to 32 px a bar. */
  height?: number;
  /** Hides the legend of stacked series. */
  hideLegend?: boolean;
}
