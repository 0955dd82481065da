export { DatePicker } from './DatePicker.tsx';
/** Loads the calendar's code ahead of a first opening (stories, tests): it otherwise loads on first use. */
export { preloadCalendar } from '../internal/calendar/lazyCalendar.tsx';
export type { DatePickerProps } from './DatePicker.types.ts';
export type { IsoDate } from '../internal/calendar/dates.ts';
