/** Day of the week as in Date#getDay: 0 is Sunday, 6 is Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface TimeSlot {
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: Weekday;
  /** Opening time, 24-hour 'HH:mm'. */
  opensAt: string;
  /** Closing time, 24-hour 'HH:mm', later than opensAt on the same day. */
  closesAt: string;
}

export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

export const defaultWeekdayLabels = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type TimeSlotError = 'closes-before-opens' | 'overlap';

// 'HH:mm' strings compare correctly as text, so no parsing is needed.
const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/**
 * The problem with each slot, by its index in `slots` (null when fine). A slot whose closing time is
 * not after its opening time is reported first; otherwise slots of one day that share any minute overlap.
 */
export function validateTimeSlots(slots: readonly TimeSlot[]): (TimeSlotError | null)[] {
  const errors: (TimeSlotError | null)[] = slots.map((slot) =>
    !isTime(slot.opensAt) || !isTime(slot.closesAt) || slot.closesAt <= slot.opensAt
      ? 'closes-before-opens'
      : null,
  );
  slots.forEach((slot, i) => {
    if (errors[i]) return;
    const clash = slots.some(
      (other, j) =>
        j !== i &&
        errors[j] !== 'closes-before-opens' &&
        other.weekday === slot.weekday &&
        other.opensAt < slot.closesAt &&
        slot.opensAt < other.closesAt,
    );
    if (clash) errors[i] = 'overlap';
  });
  return errors;
}

function addHours(time: string, hours: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = Math.min(h * 60 + m + hours * 60, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A new slot for a day: 09:00–17:00 on a closed day, else starting where the day's last slot ends. */
export function nextSlot(slots: readonly TimeSlot[], weekday: Weekday): TimeSlot {
  const day = slots.filter((slot) => slot.weekday === weekday);
  const last = day.reduce<TimeSlot | undefined>((a, b) => (!a || b.closesAt > a.closesAt ? b : a), undefined);
  if (!last) return { weekday, opensAt: '09:00', closesAt: '17:00' };
  return { weekday, opensAt: last.closesAt, closesAt: addHours(last.closesAt, 2) };
}

/** Every day gets a copy of the given day's slots. */
export function copyDayToAll(slots: readonly TimeSlot[], weekday: Weekday): TimeSlot[] {
  const source = slots.filter((slot) => slot.weekday === weekday);
  return WEEKDAYS.flatMap((day) => source.map((slot) => ({ ...slot, weekday: day })));
}
