import type { IsoDate } from '../internal/calendar/dates.ts';

export interface DatePickerProps {
  /** Selected date as an ISO calendar date ('2026-11-22'), or null for none (controlled). */
  value?: IsoDate | null;
  /** Initial date when uncontrolled. */
  defaultValue?: IsoDate | null;
  /** Called with the new ISO date, or null when cleared. */
  onChange?: (value: IsoDate | null) => void;
  /** Earliest selectable date (ISO). */
  min?: IsoDate;
  /** Latest selectable date (ISO). */
  max?: IsoDate;
  /** Shows a clear button while a date is selected. */
  clearable?: boolean;
  /** Blocks opening and clearing. */
  disabled?: boolean;
  /** Marks the field as failing validation (aria-invalid, danger border). */
  invalid?: boolean;
  /** Text shown while no date is selected. */
  placeholder?: string;
  /** BCP 47 locale for the display format and calendar ('en-US', 'ar-EG'); the document language by default. */
  locale?: string;
  /** Month shown when opening with no selection (ISO date inside it); keeps stories and tests stable. */
  defaultMonth?: IsoDate;
  /** The date treated as today (ISO); the real today by default. */
  today?: IsoDate;
  /** Popover open state (controlled). */
  open?: boolean;
  /** Popover open on first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Id of the trigger button, for a <label htmlFor>. */
  id?: string;
  /** Name of the field when there is no visible label. */
  'aria-label'?: string;
  /** Id of the visible label; the selected date is read after it. */
  'aria-labelledby'?: string;
  /** Id of help or error text. */
  'aria-describedby'?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Accessible name of the calendar dialog. */
  calendarLabel?: string;
  /** Stretch to the container's inline size. */
  fullWidth?: boolean;
}
