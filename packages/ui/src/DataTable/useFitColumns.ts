import type { Column } from '@tanstack/react-table';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const SELECT_COLUMN_WIDTH = 48;
/**
 * The narrowest a column without a `size` gets: below it the table scrolls sideways (a phone, a
 * narrow panel) instead of squeezing every cell to an ellipsis.
 */
const MIN_FLEXIBLE_COLUMN_WIDTH = 120;

export { SELECT_COLUMN_WIDTH };

/**
 * How much of a text cut with an ellipsis inside `content` does not show: the most any such element scrolls
 * past its own width. Visually hidden text is clipped, not cut with an ellipsis, and does not count.
 */
function cutWidth(content: Element): number {
  let cut = 0;
  for (const element of content.querySelectorAll('*')) {
    const over = element.scrollWidth - element.clientWidth;
    if (over > cut && getComputedStyle(element).textOverflow === 'ellipsis') cut = over;
  }
  return cut;
}

/** The width from the start of the first of the elements in `content` to the end of the last. */
function boxesWidth(content: Element): number {
  let left = Infinity;
  let right = -Infinity;
  for (const child of content.children) {
    const box = child.getBoundingClientRect();
    left = Math.min(left, box.left);
    right = Math.max(right, box.right);
  }
  return right > left ? right - left : 0;
}

/**
 * The width the content of a cell takes on one line, plus the cell's padding (0 where nothing is laid out).
 * `range` is reused across cells: the table measures hundreds of them after a render.
 *
 * The range covers the boxes of the elements in it and each text whole, even where the column cuts it. A box
 * the column cuts (a badge: its name cut, its padding after the name) measures at the cut, so its padding was
 * missed: the column then grew by the pixel of slack below on every measurement, each one a layout and a
 * render of the whole table (six for the orders page's status column). The boxes widened by what their
 * cut texts hide count as well, so the column gets its width at once (give or take the pixel that the whole-
 * pixel scroll widths round off: one more measurement at most).
 */
export function naturalWidth(range: Range, cell: HTMLElement, content: Element = cell): number {
  range.selectNodeContents(content);
  const covered = range.getBoundingClientRect().width;
  if (covered === 0) return 0;
  const width = Math.max(covered, boxesWidth(content) + cutWidth(content));
  const style = getComputedStyle(cell);
  return Math.ceil(
    width + parseFloat(style.paddingInlineStart || '0') + parseFloat(style.paddingInlineEnd || '0'),
  );
}

/** Widths of the `fit` columns, measured from the rendered cells; null when nothing is laid out (jsdom). */
function measureFitColumns(table: HTMLTableElement, ids: readonly string[]): Record<string, number> | null {
  const range = document.createRange();
  // Without layout (jsdom) there is nothing to measure.
  if (typeof range.getBoundingClientRect !== 'function') return null;
  const widest = new Map(ids.map((id) => [id, 0]));
  // One pass over the cells (not one per column): only reads, so the layout is worked out once.
  for (const cell of table.querySelectorAll<HTMLElement>('[data-column]')) {
    const id = cell.dataset.column ?? '';
    const sofar = widest.get(id);
    if (sofar === undefined) continue;
    // A header's text sits in a button that the column clamps: measure the text, then add the icon.
    const label = cell.querySelector<HTMLElement>('[data-header-label]');
    const extra = label && cell.querySelector('button') ? SORT_ICON_WIDTH : 0;
    widest.set(id, Math.max(sofar, naturalWidth(range, cell, label ?? cell) + extra));
  }
  const widths: Record<string, number> = {};
  for (const id of ids) {
    const width = widest.get(id) ?? 0;
    if (width === 0) return null;
    widths[id] = width + 1; // sub-pixel text can round up and cut the last letter
  }
  return widths;
}

/**
 * The full text of every cell that is still cut, as its tooltip (`title`); cells that fit lose it. All cells
 * are read first and written after, and only where the title changes: a write between two reads would make
 * the browser work the layout out again for the next read.
 */
function titleCutCells(table: HTMLTableElement) {
  const titles: [HTMLElement, string | null][] = [];
  for (const cell of table.querySelectorAll<HTMLElement>('td[data-column]')) {
    if (cell.dataset.ownTitle !== undefined) continue;
    const inner = cell.querySelector<HTMLElement>('[dir="auto"]') ?? cell;
    const cut = inner.scrollWidth > inner.clientWidth || cell.scrollWidth > cell.clientWidth;
    const text = cell.textContent?.trim() ?? '';
    titles.push([cell, cut && text ? text : null]);
  }
  for (const [cell, title] of titles) {
    if (title === null) {
      if (cell.hasAttribute('title')) cell.removeAttribute('title');
    } else if (cell.title !== title) cell.title = title;
  }
}

const SORT_ICON_WIDTH = 18;

/** Writes an inline length only when it changes: a write, even of the same value, invalidates the layout. */
function setStyle(element: HTMLElement, property: 'width' | 'minInlineSize', px: number | undefined) {
  const value = px === undefined ? '' : `${px}px`;
  if (element.style[property] !== value) element.style[property] = value;
}

/** Whether two measurements give every fit column the same width. */
function sameWidths(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Most measurements after one render: each new width lays the table out again, settling after one or two. */
const MAX_PASSES = 5;

/**
 * The widths of the columns: `fit` columns as wide as their widest cell (measured after each render, when a
 * cell changes on its own and when the web font arrives), sized columns their size, the others share the
 * rest. Cells still cut get their full text as a tooltip.
 *
 * The measured widths are written to the fit columns' `<col>`s and the table's minimum width directly, not
 * through a state update: a render of the whole table (every row and cell) for each new width cost more than
 * the measuring (on the orders page, two extra renders of 50 rows, about 45 ms of a 300 ms warm reload). The
 * render leaves those widths alone: it writes only the sized columns' sizes.
 */
export function useFitColumns<Row>(
  tableRef: RefObject<HTMLTableElement | null>,
  visibleColumns: Column<Row, unknown>[],
  selectable: boolean,
) {
  const fitWidths = useRef<Record<string, number>>({});
  const fitIds = visibleColumns.filter((c) => c.columnDef.meta?.fit).map((c) => c.id);
  const fitKey = fitIds.join(',');
  const declaredSize = (column: Column<Row, unknown>): number | undefined =>
    column.columnDef.size === undefined ? undefined : column.getSize();
  /** A sized column's size; nothing for the others (a fit column's width is written by `applyWidths`). */
  const sizeOf = (column: Column<Row, unknown>): number | undefined =>
    column.columnDef.meta?.fit ? undefined : declaredSize(column);
  /** The fit columns' measured widths, the sized columns' sizes and the table's minimum width, on the table. */
  const applyWidths = (table: HTMLTableElement) => {
    const cols = table.querySelectorAll(':scope > colgroup > col');
    const offset = selectable ? 1 : 0;
    let minWidth = selectable ? SELECT_COLUMN_WIDTH : 0;
    visibleColumns.forEach((column, index) => {
      // A fit column not measured yet (nothing laid out) has its size, if it has one.
      const width = column.columnDef.meta?.fit
        ? (fitWidths.current[column.id] ?? declaredSize(column))
        : declaredSize(column);
      minWidth += width ?? MIN_FLEXIBLE_COLUMN_WIDTH;
      const col = cols[index + offset];
      if (col instanceof HTMLElement && column.columnDef.meta?.fit) setStyle(col, 'width', width);
    });
    setStyle(table, 'minInlineSize', minWidth);
  };
  // Measures the fit columns until the widths settle (each new width lays the table out again, and a cut
  // text can measure a pixel wider once it has room) and titles what is still cut. Kept in a ref so the
  // observers below call the latest.
  const fit = useRef(() => undefined as void);
  const observer = useRef<MutationObserver | null>(null);
  const measure = () => {
    const table = tableRef.current;
    if (!table) return;
    // A render may have replaced the <col>s (the visible columns changed): they get the widths known so far.
    applyWidths(table);
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const measured = fitKey ? measureFitColumns(table, fitKey.split(',')) : {};
      if (!measured || sameWidths(measured, fitWidths.current)) break;
      fitWidths.current = measured;
      applyWidths(table);
    }
    titleCutCells(table);
  };
  // After every render of the table: the rows, language or visible columns may have changed the widest cell.
  useLayoutEffect(() => {
    fit.current = measure;
    measure();
    // The cells' changes so far are the ones just measured: they need no second measurement a frame later.
    observer.current?.takeRecords();
  });
  // What changes a cell's width without rendering the table: a cell that renders on its own (a status
  // badge whose name and colour arrive later) and the web font arriving (text measured before it is the
  // fallback font's width). Without these the column keeps whichever width it measured first.
  useEffect(() => {
    const table = tableRef.current;
    if (!table || typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fit.current());
    };
    // Class changes restyle a cell; `title` and the columns' own widths (which this sets) are left out.
    const cells = new MutationObserver(later);
    observer.current = cells;
    cells.observe(table, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    const fonts = typeof document.fonts === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener('loadingdone', later);
    void fonts?.ready.then(later);
    return () => {
      cells.disconnect();
      observer.current = null;
      fonts?.removeEventListener('loadingdone', later);
      cancelAnimationFrame(frame);
    };
  }, [tableRef]);
  return { sizeOf };
}
