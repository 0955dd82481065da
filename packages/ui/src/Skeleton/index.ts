export { Skeleton } from './Skeleton.tsx';
export type {
  SkeletonCircleProps,
  SkeletonRectProps,
  SkeletonRootProps,
  SkeletonTextProps,
} from './Skeleton.types.ts';
