export { Timeline } from './Timeline.tsx';
export type { TimelineEntry, TimelineProps, TimelineTone } from './Timeline.types.ts';
