export { Sparkline } from './Sparkline.tsx';
export type { SparklinePoint, SparklineProps } from './Sparkline.types.ts';
