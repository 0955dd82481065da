export { DonutChart } from './DonutChart.tsx';
export type { DonutChartProps, DonutSlice } from './DonutChart.types.ts';
