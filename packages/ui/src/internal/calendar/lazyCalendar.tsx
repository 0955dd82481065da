// The calendar (react-day-picker and date-fns, most of a date picker's code) loads when a picker is
// first pointed at, focused or opened, not with the page: a list's filter bar shows its date pickers
// closed. Until it is there, the open panel keeps the calendar's place (CalendarPlaceholder) and focus
// moves to the selected day once it comes, as focusCalendarDay does when it was already loaded.
import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { CalendarPlaceholder } from './Calendar.styles.ts';
import type * as CalendarExports from './Calendar.tsx';

type CalendarModule = typeof CalendarExports;
type CalendarProps = ComponentProps<CalendarModule['Calendar']>;

let loaded: CalendarModule | undefined;
let loading: Promise<CalendarModule> | undefined;

/** Starts loading the calendar's code (once); stories call it before they render an open picker. */
export function preloadCalendar(): Promise<CalendarModule> {
  loading ??= import('./Calendar.tsx').then((module) => (loaded = module));
  return loading;
}

const Deferred = lazy(() =>
  preloadCalendar().then((module) => ({
    default: function FocusingCalendar(props: CalendarProps) {
      const ref = useRef<HTMLDivElement>(null);
      // The panel opened before the calendar was there: focus went to the panel; move it to the day.
      useEffect(() => {
        const panel = ref.current?.parentElement;
        if (panel && panel.contains(document.activeElement)) focusDay(panel);
      }, []);
      return (
        <>
          <span ref={ref} hidden />
          <module.Calendar {...props} />
        </>
      );
    },
  })),
);

/** The calendar, loaded on first use; renders at once when its code is already here. */
export function LazyCalendar(props: CalendarProps) {
  if (loaded) return <loaded.Calendar {...props} />;
  return (
    <Suspense fallback={<CalendarPlaceholder aria-busy="true" />}>
      <Deferred {...props} />
    </Suspense>
  );
}

function focusDay(panel: HTMLElement): boolean {
  const day = panel.querySelector<HTMLElement>('.rdp-day button[tabindex="0"]');
  if (!day) return false;
  day.focus();
  return true;
}

/** Focus lands on the selected day (or today), as the date-picker dialog pattern asks, not on the month buttons. */
export function focusCalendarDay(event: Event) {
  const panel = event.currentTarget;
  if (!(panel instanceof HTMLElement)) return;
  if (focusDay(panel)) event.preventDefault();
}
