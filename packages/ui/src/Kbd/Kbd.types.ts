import type { HTMLAttributes } from 'react';

export interface KbdProps extends HTMLAttributes<HTMLElement> {
  /** A key combination, e.g. ['Ctrl', 'K']; each key gets its own keycap. Use children for a single key. */
  keys?: readonly string[];
  /** Keycap size: sm inside menus and tooltips, md (default) in running text. */
  size?: 'sm' | 'md';
}
