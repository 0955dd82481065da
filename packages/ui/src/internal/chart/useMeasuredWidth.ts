import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width to draw at: the `fixed` prop when given, else the container's measured width, else
 * `fallback` (jsdom has no layout, so tests and the first render get a sane size). Measured
 * synchronously before paint, so a screenshot never catches the fallback size.
 */
export function useMeasuredWidth<T extends HTMLElement>(fixed: number | undefined, fallback: number) {
  const ref = useRef<T>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element) return;
    const read = () => {
      const width = Math.floor(element.getBoundingClientRect().width);
      if (width > 0) setMeasured(width);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  return [ref, fixed ?? measured ?? fallback] as const;
}
