export { EmptyState } from './EmptyState.tsx';
export type { EmptyStateProps } from './EmptyState.types.ts';
