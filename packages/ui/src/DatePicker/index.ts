export { DatePicker } from './DatePicker.tsx';
export type { DatePickerProps } from './DatePicker.types.ts';
export type { IsoDate } from '../internal/calendar/dates.ts';
