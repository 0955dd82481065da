// The date ranges of the dashboard and the reports, as they stand in the address: a preset name
// (`range=last-30-days`), recomputed from today whenever the page opens, or fixed days (`from`, `to`,
// both included) that a shared link keeps. Days are calendar days `YYYY-MM-DD`; the server reads them in
// the marketplace's time zone.
import { formatReportDay, parseReportDay, reportRangeErrors, type ReportRange } from '@market/domain';

export const RANGE_PRESETS = [
  'today',
  'last-7-days',
  'last-30-days',
  'this-month',
  'last-month',
  'this-year',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** A preset, or `custom` for fixed days. */
export type RangeChoice = RangePreset | 'custom';

export const DEFAULT_PRESET: RangePreset = 'last-30-days';

const DAY = 86_400_000;

/** Today in this browser, as a calendar day. */
export function todayOf(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The days a preset stands for on `today` (a calendar day). */
export function presetRange(preset: RangePreset, today: string): ReportRange {
  const at = parseReportDay(today) ?? parseReportDay(todayOf())!;
  const d = new Date(at);
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
  const day = (ms: number) => formatReportDay(ms);
  switch (preset) {
    case 'today':
      return { from: day(at), to: day(at) };
    case 'last-7-days':
      return { from: day(at - 6 * DAY), to: day(at) };
    case 'last-30-days':
      return { from: day(at - 29 * DAY), to: day(at) };
    case 'this-month':
      return { from: day(Date.UTC(y, m, 1)), to: day(at) };
    case 'last-month':
      // Day 0 of this month is the last day of the previous one.
      return { from: day(Date.UTC(y, m - 1, 1)), to: day(Date.UTC(y, m, 0)) };
    case 'this-year':
      return { from: day(Date.UTC(y, 0, 1)), to: day(at) };
  }
}

export interface RangeState {
  choice: RangeChoice;
  range: ReportRange;
}

const isPreset = (value: string | null): value is RangePreset =>
  value !== null && (RANGE_PRESETS as readonly string[]).includes(value);

/**
 * The range an address asks for: valid `from`/`to` win (a shared link shows the same days), then a known
 * `range` preset, else the default preset. Days that do not make a valid range fall back to the default
 * rather than failing the page.
 */
export function readRange(params: URLSearchParams, today: string, fallback = DEFAULT_PRESET): RangeState {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && reportRangeErrors({ from, to }) === null)
    return { choice: 'custom', range: { from, to } };
  const preset = params.get('range');
  const choice = isPreset(preset) ? preset : fallback;
  return { choice, range: presetRange(choice, today) };
}

/** Writes a range into `params`: a preset by name, fixed days as `from`/`to`. */
export function writeRange(params: URLSearchParams, state: { choice: RangeChoice; range?: ReportRange }) {
  params.delete('range');
  params.delete('from');
  params.delete('to');
  if (state.choice === 'custom' && state.range) {
    params.set('from', state.range.from);
    params.set('to', state.range.to);
  } else if (state.choice !== 'custom') params.set('range', state.choice);
}
