/** Report ranges: whole days `YYYY-MM-DD` in the marketplace's time zone, both ends included. */

/** The longest range a report or the dashboard answers. */
export const REPORT_MAX_YEARS = 5;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a UTC timestamp, or null when the text is not a real calendar day (e.g. 2024-02-30). */
export function parseReportDay(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = Date.UTC(y, mo - 1, d);
  const back = new Date(at);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return at;
}

export const formatReportDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

export interface ReportRange {
  from: string;
  to: string;
}

/**
 * Checks a range; answers field → message (`range.from`, `range.to`) or null when it is fine. A range may
 * cover at most REPORT_MAX_YEARS years: its last day comes before the same date five years after its first.
 */
export function reportRangeErrors(
  range: { from?: unknown; to?: unknown } | null | undefined,
): Record<string, string> | null {
  const from = parseReportDay(range?.from);
  const to = parseReportDay(range?.to);
  const errors: Record<string, string> = {};
  if (from === null) errors['range.from'] = 'Must be a date like 2024-01-31';
  if (to === null) errors['range.to'] = 'Must be a date like 2024-01-31';
  if (from !== null && to !== null) {
    if (to < from) errors['range.to'] = 'Must be on or after the start date';
    else {
      const limit = new Date(from);
      limit.setUTCFullYear(limit.getUTCFullYear() + REPORT_MAX_YEARS);
      if (to >= limit.getTime()) errors['range.to'] = `A range can cover at most ${REPORT_MAX_YEARS} years`;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The range of equal length just before `range` (the dashboard's comparison). */
export function previousRange(range: ReportRange): ReportRange {
  const from = parseReportDay(range.from)!;
  const to = parseReportDay(range.to)!;
  const day = 86_400_000;
  return { from: formatReportDay(from - (to - from) - day), to: formatReportDay(from - day) };
}

/** Every day of a range, in order (dashboard series). */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  const to = parseReportDay(range.to)!;
  for (let at = parseReportDay(range.from)!; at <= to; at += 86_400_000) days.push(formatReportDay(at));
  return days;
}
