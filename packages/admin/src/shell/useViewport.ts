import { useSyncExternalStore } from 'react';

/** Under this width the menu moves into the mobile drawer. */
export const MOBILE_MAX_WIDTH = 768;
/** Under this width the side menu is forced collapsed. */
export const COLLAPSE_MAX_WIDTH = 1024;

export type ViewportSize = 'mobile' | 'narrow' | 'wide';

export function viewportSizeOf(width: number): ViewportSize {
  if (width < MOBILE_MAX_WIDTH) return 'mobile';
  if (width < COLLAPSE_MAX_WIDTH) return 'narrow';
  return 'wide';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Re-checked on every resize; components re-render only when the size class changes. */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(
    subscribe,
    () => viewportSizeOf(window.innerWidth),
    () => 'wide',
  );
}
