import { useCallback, useLayoutEffect, useState, type Ref, type RefObject } from 'react';

function assignRef<T>(ref: Ref<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

/**
 * A body that overflows must be reachable by keyboard to scroll it (WCAG 2.1.1), so it becomes
 * focusable only while its content is taller than it is.
 */
export function useScrollableFocus<T extends HTMLElement>(forwardedRef: Ref<T>) {
  const [node, setNode] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);

  // A layout effect measures before the first paint, so the body is focusable as soon as anyone
  // (a keyboard user, an accessibility checker) can see it; the observer follows later changes.
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);

  const ref = useCallback(
    (element: T | null) => {
      setNode(element);
      assignRef(forwardedRef, element);
    },
    [forwardedRef],
  );

  return { ref, tabIndex: scrollable ? 0 : undefined };
}
