import { ChevronLeft, ChevronRight } from 'lucide-react';
import { format } from 'date-fns';
import { DayPicker, type ChevronProps, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { useDocumentDirection } from '../../ThemeRoot/index.ts';
import { calendarLocale, calendarNumerals } from './calendarLocale.ts';

// Previous points "back" in reading order: the mirror rule turns it to the right in RTL.
function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'right' ? ChevronRight : ChevronLeft;
  return <Icon className={className} aria-hidden data-mirror-rtl />;
}

// The day number comes as its own word ("Sunday, 1 November 2026", not "November 1st") so the
// spoken name contains the visible text, as WCAG 2.5.3 (label in name) asks.
function labelDayButton(date: Date, modifiers: Modifiers): string {
  let label = format(date, 'EEEE, d MMMM yyyy');
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

/** react-day-picker with the product's locale, direction, digits and icons. */
export function Calendar({ localeTag, ...props }: DayPickerProps & { localeTag: string }) {
  const dir = useDocumentDirection();
  return (
    <DayPicker
      dir={dir}
      locale={calendarLocale(localeTag)}
      numerals={calendarNumerals(localeTag)}
      showOutsideDays
      components={{ Chevron }}
      labels={localeTag.toLowerCase().startsWith('ar') ? undefined : { labelDayButton }}
      {...props}
    />
  );
}
