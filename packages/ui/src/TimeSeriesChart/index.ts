export { TimeSeriesChart } from './TimeSeriesChart.tsx';
export type { TimeSeriesChartProps, TimeSeriesDefinition, TimeSeriesPoint } from './TimeSeriesChart.types.ts';
export type { Granularity, ValueFormat, ValueFormatProp, ValueFormatter } from '../internal/chart/index.ts';
