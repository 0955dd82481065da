import { useRef, useState, type KeyboardEvent } from 'react';
import type { Direction } from './environment.ts';

/**
 * Keyboard and pointer access to a chart's points, bars or slices: one tab stop (roving
 * tabindex), arrow keys move between them in the order they are drawn — so in right-to-left
 * ArrowLeft goes forward in time — Home/End jump, Escape hides the tooltip. Focus or hover shows
 * the tooltip of that point.
 */
export function usePointNavigation(count: number, dir: Direction, wrap = false) {
  const [active, setActive] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const targets = useRef<(SVGElement | null)[]>([]);
  const stop = Math.min(tabStop, Math.max(0, count - 1));

  const moveTo = (to: number) => {
    const next = wrap ? (to + count) % count : Math.min(Math.max(to, 0), count - 1);
    setTabStop(next);
    targets.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<SVGElement>, index: number) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward || event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === back || event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(count - 1);
    else if (event.key === 'Escape') setActive(null);
    else return;
    event.preventDefault();
  };

  const leave = (index: number) => setActive((current) => (current === index ? null : current));

  /** Props for the focusable mark of point `index`. */
  const targetProps = (index: number) => ({
    ref: (element: SVGElement | null) => {
      targets.current[index] = element;
    },
    tabIndex: index === stop ? 0 : -1,
    'data-active': active === index ? '' : undefined,
    onKeyDown: (event: KeyboardEvent<SVGElement>) => onKeyDown(event, index),
    onFocus: () => {
      setTabStop(index);
      setActive(index);
    },
    onBlur: () => leave(index),
    onMouseEnter: () => setActive(index),
    onMouseLeave: () => leave(index),
  });

  return { active, targetProps };
}
