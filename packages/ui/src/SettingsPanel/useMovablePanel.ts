import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import type { Direction } from '@market/themes';
import type { PanelPosition } from './SettingsPanel.types.ts';

const STEP = 16;
const BIG_STEP = 64;

interface Options {
  panelRef: RefObject<HTMLElement | null>;
  dir: Direction;
  position: PanelPosition | undefined;
  defaultPosition: PanelPosition | undefined;
  onPositionChange: ((position: PanelPosition) => void) | undefined;
}

/** Where the panel is now, in logical coordinates (x from the inline start). */
// jsdom and some embedded views report no clientWidth; the window width is then the best guess.
function viewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

function currentPosition(panel: HTMLElement, dir: Direction): PanelPosition {
  const rect = panel.getBoundingClientRect();
  const x = dir === 'rtl' ? viewportWidth() - rect.right : rect.left;
  return { x, y: rect.top };
}

/** Keeps the whole panel inside the viewport. */
function clamp(panel: HTMLElement, { x, y }: PanelPosition): PanelPosition {
  const rect = panel.getBoundingClientRect();
  const maxX = Math.max(0, viewportWidth() - rect.width);
  const maxY = Math.max(0, window.innerHeight - rect.height);
  return { x: Math.round(Math.min(Math.max(0, x), maxX)), y: Math.round(Math.min(Math.max(0, y), maxY)) };
}

/**
 * Drag by pointer (with pointer capture) and arrow-key moves for a panel's header handle.
 * Arrow keys move the way they point on screen in both directions; Shift takes bigger steps.
 */
export function useMovablePanel({ panelRef, dir, position, defaultPosition, onPositionChange }: Options) {
  const [uncontrolled, setUncontrolled] = useState<PanelPosition | undefined>(defaultPosition);
  const drag = useRef<{ pointerX: number; pointerY: number; from: PanelPosition } | null>(null);
  const value = position ?? uncontrolled;

  const moveTo = (next: PanelPosition) => {
    const panel = panelRef.current;
    if (!panel) return;
    const clamped = clamp(panel, next);
    if (position === undefined) setUncontrolled(clamped);
    onPositionChange?.(clamped);
  };

  const handleProps = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const panel = panelRef.current;
      if (event.button !== 0 || !panel) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { pointerX: event.clientX, pointerY: event.clientY, from: currentPosition(panel, dir) };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = drag.current;
      if (!start) return;
      const dx = event.clientX - start.pointerX;
      moveTo({
        x: start.from.x + (dir === 'rtl' ? -dx : dx),
        y: start.from.y + event.clientY - start.pointerY,
      });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      drag.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    onPointerCancel() {
      drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const panel = panelRef.current;
      if (!panel) return;
      const step = event.shiftKey ? BIG_STEP : STEP;
      // Screen direction of each arrow, turned into the logical x that grows towards the inline end.
      const right = dir === 'rtl' ? -step : step;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-right, 0],
        ArrowRight: [right, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      const from = currentPosition(panel, dir);
      moveTo({ x: from.x + move[0], y: from.y + move[1] });
    },
  };

  return { position: value, handleProps };
}
