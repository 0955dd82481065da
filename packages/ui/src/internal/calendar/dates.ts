import { format, isValid, parse } from 'date-fns';
import { arEG, enUS } from 'react-day-picker/locale';
import type { DayPickerLocale } from 'react-day-picker';

/** An ISO calendar date without time or zone: '2026-11-22'. */
export type IsoDate = string;

const ISO = 'yyyy-MM-dd';

/** Local midnight of an ISO date, or undefined when the text is not a real date. */
export function fromIso(value: IsoDate | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parse(value, ISO, new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

export function toIso(date: Date): IsoDate {
  return format(date, ISO);
}

/** The calendar language for a BCP 47 tag: Arabic for any ar-*, English otherwise. */
export function calendarLocale(tag: string): Partial<DayPickerLocale> {
  return tag.toLowerCase().startsWith('ar') ? arEG : enUS;
}

/** Arabic interfaces show Arabic-Indic digits, as Intl does for ar-EG. */
export function calendarNumerals(tag: string): 'arab' | 'latn' {
  return tag.toLowerCase().startsWith('ar') ? 'arab' : 'latn';
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
