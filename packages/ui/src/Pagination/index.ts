export { Pagination } from './Pagination.tsx';
export type { PaginationItem, PaginationLabels, PaginationProps } from './Pagination.types.ts';
