export { BarChart } from './BarChart.tsx';
export type { BarChartProps, BarDatum, BarSeries } from './BarChart.types.ts';
