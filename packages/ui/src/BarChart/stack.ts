import type { BarDatum, BarSeries } from './BarChart.types.ts';

export interface Segment {
  key: string;
  /** Series index, for the colour. */
  color: number;
  from: number;
  to: number;
}

/**
 * A bar's segments, stacked away from zero: positive values upwards from zero and negative ones
 * downwards, so a refund never hides behind a sale. `min`/`max` are the bar's two ends.
 */
export function stackSegments(datum: BarDatum, series: readonly BarSeries[]) {
  let up = 0;
  let down = 0;
  const segments: Segment[] = [];
  series.forEach((s, color) => {
    const value = datum.values[s.key] ?? 0;
    if (value === 0) return;
    if (value > 0) {
      segments.push({ key: s.key, color, from: up, to: up + value });
      up += value;
    } else {
      segments.push({ key: s.key, color, from: down + value, to: down });
      down += value;
    }
  });
  return { segments, min: down, max: up };
}

/** The name cut to `max` characters with "…"; counts characters, not UTF-16 units. */
export function truncateLabel(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
