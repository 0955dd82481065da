import { useEffect, useRef } from 'react';

/** True for Ctrl+K (Windows, Linux) and Cmd+K (macOS), whatever the keyboard layout's letter case. */
export function isCommandPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * Calls `onShortcut` when Ctrl+K / Cmd+K is pressed anywhere in the document, and stops the
 * browser's own use of the shortcut (Chrome focuses its address bar on Ctrl+K).
 */
export function useCommandPaletteShortcut(onShortcut: () => void, enabled = true): void {
  // The latest callback without re-subscribing on every render.
  const callback = useRef(onShortcut);
  useEffect(() => {
    callback.current = onShortcut;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandPaletteShortcut(event)) return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
