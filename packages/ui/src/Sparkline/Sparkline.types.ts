import type { HTMLAttributes } from 'react';
import type { Direction, Granularity, ValueFormatProp } from '../internal/chart/index.ts';

export interface SparklinePoint {
  /** The period's first day, "2026-03-01". */
  date: string;
  value: number;
}

export interface SparklineProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  /** What the trend is of, its accessible name and table caption: "Orders per day, last 30 days". */
  label: string;
  /** The points in time order, oldest first. */
  data: readonly SparklinePoint[];
  /** How values read in the data table: `{ kind: 'count' }` (default), money in minor units, percent or a function. */
  format?: ValueFormatProp;
  /** The period one point stands for; decides how dates read in the table. */
  granularity?: Granularity;
  /** A line (default) or a line over a filled area. */
  type?: 'line' | 'area';
  /** Width in px. */
  width?: number;
  /** Height in px. */
  height?: number;
  /** Locale for numbers and dates; the document language by default. */
  locale?: string;
  /** Direction; the document's by default. In right-to-left time runs from right to left. */
  dir?: Direction;
  /** Shows a placeholder while the figures load. */
  loading?: boolean;
  /** Words announced while loading. */
  loadingLabel?: string;
  /** Announced (not shown) when there are no points; a flat dashed line is drawn. */
  emptyMessage?: string;
  /** A load error, announced; the line is drawn dashed in the danger colour. Retry belongs to the card around it. */
  error?: string;
  /** Header of the table's date column. */
  dateLabel?: string;
  /** Header of the table's value column. */
  valueLabel?: string;
}
