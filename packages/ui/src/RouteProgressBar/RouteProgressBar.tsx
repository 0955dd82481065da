import { forwardRef, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Bar, Fill } from './RouteProgressBar.styles.ts';
import type { RouteProgressBarProps } from './RouteProgressBar.types.ts';

export const RouteProgressBar = forwardRef<HTMLDivElement, RouteProgressBarProps>(function RouteProgressBar(
  { active, label = 'Loading page', value, minVisibleMs = 300 },
  ref,
) {
  const [wasActive, setWasActive] = useState(active);
  const [finishing, setFinishing] = useState(false);
  const shownAt = useRef(0);

  // Adjusting state while rendering (not in an effect) keeps the bar on screen in the same
  // commit in which `active` turns false.
  if (wasActive !== active) {
    setWasActive(active);
    setFinishing(!active);
  }

  useEffect(() => {
    if (active) shownAt.current = Date.now();
  }, [active]);

  useEffect(() => {
    if (!finishing) return;
    const remaining = Math.max(minVisibleMs - (Date.now() - shownAt.current), 0);
    // Whatever the navigation took, the full bar is seen for a beat before it goes.
    const timer = setTimeout(() => setFinishing(false), Math.max(remaining, minVisibleMs / 2));
    return () => clearTimeout(timer);
  }, [finishing, minVisibleMs]);

  if (!active && !finishing) return null;
  const state = active ? 'loading' : 'complete';
  const style =
    value === undefined
      ? undefined
      : ({ '--route-progress': `${Math.min(Math.max(value, 0), 100)}%` } as CSSProperties);
  return (
    <Bar ref={ref} aria-label={label} value={active ? (value ?? null) : 100} max={100}>
      <Fill data-state={state} data-creep={value === undefined ? '' : undefined} style={style} />
    </Bar>
  );
});
RouteProgressBar.displayName = 'RouteProgressBar';
