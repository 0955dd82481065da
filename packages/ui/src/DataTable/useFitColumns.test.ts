import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { naturalWidth } from './useFitColumns.ts';

// jsdom lays nothing out: each element's box, scroll and client widths and text-overflow are given here as
// Chromium reports them (a range over a cell covers its elements' boxes and each text whole, cut or not).

interface Geometry {
  /** Border box, from the cell's content start. */
  left: number;
  width: number;
  /** Scroll width past the client width (what an ellipsis hides). */
  hidden?: number;
  ellipsis?: boolean;
}

const geometry = new WeakMap<Element, Geometry>();

function laidOut<E extends Element>(element: E, g: Geometry): E {
  geometry.set(element, g);
  Object.defineProperty(element, 'clientWidth', { value: g.width });
  Object.defineProperty(element, 'scrollWidth', { value: g.width + (g.hidden ?? 0) });
  element.getBoundingClientRect = () => new DOMRect(g.left, 0, g.width, 20);
  return element;
}

/** A range whose box is `width` wide, whatever it selects. */
const rangeOf = (width: number) =>
  ({ selectNodeContents: () => undefined, getBoundingClientRect: () => ({ width }) }) as unknown as Range;

/**
 * A status badge (8 px of padding each side, a 12 px dot and gap, then its name) in a cell: `shown` px of the
 * badge show; its name is `name` px wide.
 */
function badgeCell(shown: number, name: number) {
  const cell = document.createElement('td');
  const badge = laidOut(document.createElement('span'), { left: 0, width: shown });
  const nameBox = shown - 28;
  badge.append(
    laidOut(document.createElement('span'), {
      left: 20,
      width: nameBox,
      hidden: Math.max(0, name - nameBox),
      ellipsis: true,
    }),
  );
  cell.append(badge);
  return cell;
}

beforeEach(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation(
    (element) =>
      ({
        paddingInlineStart: element.tagName === 'TD' ? '12px' : '0px',
        paddingInlineEnd: element.tagName === 'TD' ? '12px' : '0px',
        textOverflow: geometry.get(element)?.ellipsis ? 'ellipsis' : 'clip',
      }) as CSSStyleDeclaration,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('naturalWidth', () => {
  it('is the content and the cell’s padding when nothing is cut', () => {
    // 20 + 70 + 8: the range covers the badge's box.
    expect(naturalWidth(rangeOf(98), badgeCell(98, 70))).toBe(122);
  });

  it('gives a cut badge its whole width at once, its padding after the name included', () => {
    // 98 px of the badge show, its name needs 100 px: the range reaches the name's end (20 + 100) but not
    // the badge's padding after it; the badge needs 20 + 100 + 8 = 128.
    expect(naturalWidth(rangeOf(120), badgeCell(98, 100))).toBe(128 + 24);
  });

  it('counts a cut text once: the range already covers it whole', () => {
    const cell = document.createElement('td');
    // A cell's text in an inline-block cut by the column: 95 px show of 158.
    cell.append(laidOut(document.createElement('span'), { left: 0, width: 95, hidden: 63, ellipsis: true }));
    expect(naturalWidth(rangeOf(158), cell)).toBe(158 + 24);
  });

  it('leaves visually hidden text out (clipped, not cut with an ellipsis)', () => {
    const cell = document.createElement('td');
    cell.append(laidOut(document.createElement('span'), { left: 0, width: 60 }));
    cell.append(laidOut(document.createElement('span'), { left: 0, width: 1, hidden: 80 }));
    expect(naturalWidth(rangeOf(60), cell)).toBe(60 + 24);
  });

  it('is 0 when nothing is laid out', () => {
    expect(naturalWidth(rangeOf(0), badgeCell(0, 0))).toBe(0);
  });
});
