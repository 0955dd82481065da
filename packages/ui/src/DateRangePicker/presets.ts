import { endOfMonth, startOfMonth, subDays, subMonths } from 'date-fns';

export interface DateRangePreset {
  /** Stable id, also used to mark the preset matching the current value. */
  id: string;
  /** Button text, translated by the app. */
  label: string;
  /** The range this preset stands for, computed from the given today. */
  range: (today: Date) => { from: Date; to: Date };
}

/** Common report ranges; each ends today at the latest, never in the future. */
export const defaultRangePresets: DateRangePreset[] = [
  { id: 'today', label: 'Today', range: (today) => ({ from: today, to: today }) },
  {
    id: 'yesterday',
    label: 'Yesterday',
    range: (today) => ({ from: subDays(today, 1), to: subDays(today, 1) }),
  },
  { id: 'last-7-days', label: 'Last 7 days', range: (today) => ({ from: subDays(today, 6), to: today }) },
  { id: 'last-30-days', label: 'Last 30 days', range: (today) => ({ from: subDays(today, 29), to: today }) },
  { id: 'this-month', label: 'This month', range: (today) => ({ from: startOfMonth(today), to: today }) },
  {
    id: 'last-month',
    label: 'Last month',
    range: (today) => {
      const previous = subMonths(today, 1);
      return { from: startOfMonth(previous), to: endOfMonth(previous) };
    },
  },
];
