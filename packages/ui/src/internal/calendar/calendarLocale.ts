import { arEG, enUS } from 'react-day-picker/locale';
import type { DayPickerLocale } from 'react-day-picker';

/** The calendar language for a BCP 47 tag: Arabic for any ar-*, English otherwise. */
export function calendarLocale(tag: string): Partial<DayPickerLocale> {
  return tag.toLowerCase().startsWith('ar') ? arEG : enUS;
}

/** Arabic interfaces show Arabic-Indic digits, as Intl does for ar-EG. */
export function calendarNumerals(tag: string): 'arab' | 'latn' {
  return tag.toLowerCase().startsWith('ar') ? 'arab' : 'latn';
}
