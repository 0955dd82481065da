export { ChartFrame, type ChartStateProps } from './ChartFrame.tsx';
export { Hidden, Plot } from './ChartFrame.styles.ts';
export { ChartTable, type ChartTableRow } from './ChartTable.tsx';
export { ChartTooltip, describePoint, type TooltipItem } from './ChartTooltip.tsx';
export { documentDirection, documentLocale, seriesColor, type Direction } from './environment.ts';
export {
  currencyDecimals,
  dateFormatter,
  toDay,
  valueFormatter,
  type Granularity,
  type ValueFormat,
  type ValueFormatProp,
  type ValueFormatter,
} from './format.ts';
export { useMeasuredWidth } from './useMeasuredWidth.ts';
export { usePointNavigation } from './usePointNavigation.ts';
export { Legend, type LegendItem } from './Legend.tsx';
