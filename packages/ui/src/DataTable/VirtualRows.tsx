// A virtualized table's body (DataTable's `virtualized`), with TanStack Virtual. Its own module, loaded with
// the first virtualized table (lazyVirtualRows.tsx): the product's lists are paged, and no list page needs
// the virtualizer's code (9 KB gzip) to show its rows.
import type { Row as TableRow } from '@tanstack/react-table';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import * as S from './DataTable.styles.ts';
import { bodyRow, type RowContext } from './DataTableParts.tsx';

export interface VirtualRowsProps<Row> {
  /** The table's scroll box: the virtualizer reads its height and scroll position. */
  scrollRef: RefObject<HTMLDivElement | null>;
  rows: TableRow<Row>[];
  rowHeight: number;
  /** The scroll box's height before it is measured. */
  height: number | undefined;
  columnCount: number;
  rowContext: RowContext<Row>;
}

/** The rows in view of a virtualized table, between spacers as tall as the rows above and below. */
function virtualBody<Row>(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  rows: TableRow<Row>[],
  columnCount: number,
  context: RowContext<Row>,
) {
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 && (
        <S.Spacer aria-hidden="true" style={{ blockSize: before }}>
          <td colSpan={columnCount} />
        </S.Spacer>
      )}
      {items.map((item) => bodyRow(rows[item.index]!, item.index, context))}
      {after > 0 && (
        <S.Spacer aria-hidden="true" style={{ blockSize: after }}>
          <td colSpan={columnCount} />
        </S.Spacer>
      )}
    </>
  );
}

/** The rows in view of the scroll box, and spacers for the rest. */
export function VirtualRows<Row>({
  scrollRef,
  rows,
  rowHeight,
  height,
  columnCount,
  rowContext,
}: VirtualRowsProps<Row>) {
  // Read fresh on every render, as the table instance is (DataTable.tsx useServerTable).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    initialRect: { width: 0, height: height ?? 0 },
    overscan: 8,
  });
  return virtualBody(virtualizer, rows, columnCount, rowContext);
}
