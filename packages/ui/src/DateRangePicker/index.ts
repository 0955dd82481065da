export { DateRangePicker } from './DateRangePicker.tsx';
export type { DateRangePickerProps, IsoDateRange } from './DateRangePicker.types.ts';
export { defaultRangePresets } from './presets.ts';
export type { DateRangePreset } from './presets.ts';
