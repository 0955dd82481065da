import type { TimeSlot } from './timeSlots.ts';

export interface TimeRangeLabels {
  /** Shown for a day without slots. */
  closed: string;
  /** Read after the weekday on the opening input: "Sunday opens at". */
  opensAt: string;
  /** Read after the weekday on the closing input: "Sunday closes at". */
  closesAt: string;
  /** Text of the add button. */
  addSlot: string;
  /** Text of the copy button. */
  copyToAll: string;
  /** Name of the remove button, before the weekday. */
  removeSlot: string;
  /** Word used to number a day's second and later slots: "slot 2". */
  slot: string;
  /** Error for a slot that closes at or before it opens. */
  closesBeforeOpens: string;
  /** Error for slots of one day that overlap. */
  overlap: string;
}

export interface TimeRangeProps {
  /** Accessible name of the whole editor: "Opening hours". */
  label: string;
  /** The store's timeslots, any order; shown grouped Sunday to Saturday. */
  value: TimeSlot[];
  /** Called with the full new list after every edit, valid or not. */
  onChange?: (value: TimeSlot[]) => void;
  /** Seven day names, Sunday first; English by default. */
  weekdayLabels?: readonly string[];
  /** Translated texts; English by default. */
  labels?: Partial<TimeRangeLabels>;
  /** Blocks every input and button. */
  disabled?: boolean;
}
