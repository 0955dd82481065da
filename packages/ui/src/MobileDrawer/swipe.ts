import { useEffect, useRef } from 'react';
import type { SwipePoint } from './MobileDrawer.types.ts';

/** A swipe opens the drawer only if it starts this close to the inline-start edge of the screen. */
export const EDGE_SWIPE_ZONE_PX = 70;
/** …and travels further than this toward the inline end. */
export const MIN_SWIPE_DISTANCE_PX = 50;

/** Whether a touch from start to end is the edge swipe that opens the drawer. */
export function isOpeningSwipe(
  start: SwipePoint,
  end: SwipePoint,
  viewportWidth: number,
  dir: 'ltr' | 'rtl',
): boolean {
  if (dir === 'rtl') {
    return viewportWidth - start.x <= EDGE_SWIPE_ZONE_PX && start.x - end.x > MIN_SWIPE_DISTANCE_PX;
  }
  return start.x <= EDGE_SWIPE_ZONE_PX && end.x - start.x > MIN_SWIPE_DISTANCE_PX;
}

/** Listens to touches on the whole document and calls onOpen on an opening edge swipe. */
export function useOpeningSwipe(
  onOpen: () => void,
  options: { enabled?: boolean; dir: 'ltr' | 'rtl' },
): void {
  const { enabled = true, dir } = options;
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!enabled) return;
    let start: SwipePoint | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && isOpeningSwipe(start, { x: touch.clientX }, window.innerWidth, dir)) {
        latest.current();
      }
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [enabled, dir]);
}
