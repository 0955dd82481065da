export { TimeRange } from './TimeRange.tsx';
export type { TimeRangeLabels, TimeRangeProps } from './TimeRange.types.ts';
export { copyDayToAll, defaultWeekdayLabels, nextSlot, validateTimeSlots, WEEKDAYS } from './timeSlots.ts';
export type { TimeSlot, TimeSlotError, Weekday } from './timeSlots.ts';
