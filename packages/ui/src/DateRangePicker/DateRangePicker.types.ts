import type { IsoDate } from '../DatePicker/index.ts';
import type { DateRangePreset } from './presets.ts';

/** A complete range of ISO dates, both ends included. */
export interface IsoDateRange {
  from: IsoDate;
  to: IsoDate;
}

export interface DateRangePickerProps {
  /** Selected range, or null for none (controlled). */
  value?: IsoDateRange | null;
  /** Initial range when uncontrolled. */
  defaultValue?: IsoDateRange | null;
  /** Called with a complete range (after the second day or a preset), or null when cleared. */
  onChange?: (value: IsoDateRange | null) => void;
  /** The date presets are computed from (ISO); the real today by default. */
  today?: IsoDate;
  /** Quick ranges beside the calendar; pass [] to hide them. */
  presets?: DateRangePreset[];
  /** Earliest selectable date (ISO). */
  min?: IsoDate;
  /** Latest selectable date (ISO). */
  max?: IsoDate;
  /** Months shown side by side (2 by default). */
  numberOfMonths?: 1 | 2;
  /** Shows a clear button while a range is selected. */
  clearable?: boolean;
  /** Blocks opening and clearing. */
  disabled?: boolean;
  /** Marks the field as failing validation. */
  invalid?: boolean;
  /** Text shown while no range is selected. */
  placeholder?: string;
  /** BCP 47 locale for display and calendar; the document language by default. */
  locale?: string;
  /** First month shown when opening with no selection (ISO date inside it). */
  defaultMonth?: IsoDate;
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
  /** Id of the visible label; the selected range is read after it. */
  'aria-labelledby'?: string;
  /** Id of help or error text. */
  'aria-describedby'?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Accessible name of the calendar dialog. */
  calendarLabel?: string;
  /** Status text while the first day is picked and the last is awaited. */
  pickEndLabel?: string;
  /** Accessible name of the preset group. */
  presetsLabel?: string;
  /** Stretch to the container's inline size. */
  fullWidth?: boolean;
}
