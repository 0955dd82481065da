import type { Direction } from './environment.ts';
import { seriesColor } from './environment.ts';
import * as S from './ChartFrame.styles.ts';

export interface TooltipItem {
  key: string;
  label: string;
  value: string;
  /** Series index, for the colour swatch; none for a total. */
  color?: number;
}

/**
 * What the focused or hovered point says. Hidden from screen readers: the focused mark's own
 * name already says the same, and the data table has it all.
 */
export function ChartTooltip({
  x,
  y,
  width,
  dir,
  title,
  items,
}: {
  /** Physical x of the point within the plot, in px. */
  x: number;
  y: number;
  width: number;
  dir: Direction;
  title: string;
  items: readonly TooltipItem[];
}) {
  // Offset from the inline-start edge, so the box is placed with a logical property.
  const fromStart = dir === 'rtl' ? width - x : x;
  const align = fromStart < 96 ? 'start' : fromStart > width - 96 ? 'end' : 'center';
  return (
    <S.Tooltip
      aria-hidden="true"
      data-chart-tooltip=""
      data-dir={dir}
      data-align={align}
      data-side={y < 72 ? 'below' : 'above'}
      style={{ insetInlineStart: fromStart, insetBlockStart: y }}
    >
      <S.TooltipTitle>{title}</S.TooltipTitle>
      {items.map((item) => (
        <S.TooltipRow key={item.key}>
          <S.Swatch style={item.color === undefined ? undefined : { background: seriesColor(item.color) }} />
          <span>{item.label}</span>
          <span>{item.value}</span>
        </S.TooltipRow>
      ))}
    </S.Tooltip>
  );
}

/** "Mar 3, 2026: Orders 120; Revenue EGP 1,200.00" — the focused mark's accessible name. */
export function describePoint(title: string, items: readonly TooltipItem[]): string {
  return `${title}: ${items.map((item) => `${item.label} ${item.value}`).join('; ')}`;
}
