/** An ISO calendar date without time or zone: '2026-11-22'. */
export type IsoDate = string;

// Written out rather than date-fns' parse and format (whose formatters and parsers are most of a list
// page's date code): a date picker on a list page then loads no date library until its calendar opens.
// It reads what parse(value, 'yyyy-MM-dd') read: a 1-4 digit year from 1, a 1-2 digit month and day, a
// real date.
const ISO_DATE = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/;

/** Local midnight of an ISO date, or undefined when the text is not a real date. */
export function fromIso(value: IsoDate | null | undefined): Date | undefined {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(2000, 0, 1);
  // setFullYear: years 0-99 stay themselves (the Date constructor would read them as 19xx).
  date.setFullYear(year, month - 1, day);
  return year > 0 && date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

export function toIso(date: Date): IsoDate {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** "Nov 22, 2026" in English, "٢٢ نوفمبر ٢٠٢٦" in Arabic. */
export function formatDisplayDate(date: Date, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** The locale the app wrote on <html lang>, so components follow the interface language. */
export function documentLocale(): string {
  if (typeof document === 'undefined') return 'en-US';
  return document.documentElement.lang || 'en-US';
}
