import type { PaginationItem } from './Pagination.types.ts';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The page numbers to show: always the first and last page, the current one with its siblings,
 * and an ellipsis for each gap, so the row keeps the same number of slots as the user moves.
 */
export function paginationItems(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  const slots = siblingCount * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(current - siblingCount, 1);
  const end = Math.min(current + siblingCount, pageCount);
  const startGap = start > 3;
  const endGap = end < pageCount - 2;
  const edge = siblingCount * 2 + 3;
  if (!startGap) return [...range(1, edge), 'end-ellipsis', pageCount];
  if (!endGap) return [1, 'start-ellipsis', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(start, end), 'end-ellipsis', pageCount];
}
