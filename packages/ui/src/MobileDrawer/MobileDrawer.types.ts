import type { ReactNode } from 'react';
import type { SideMenuProps } from '../SideMenu/index.ts';

export interface MobileDrawerProps extends Omit<
  SideMenuProps,
  'collapsed' | 'defaultCollapsed' | 'onCollapsedChange' | 'showCollapseToggle'
> {
  /** Whether the drawer is open (controlled). */
  open?: boolean;
  /** Open on first render when open is not controlled. */
  defaultOpen?: boolean;
  /** Called when the drawer opens (trigger, edge swipe) or closes (close button, Escape, overlay, navigation). */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the drawer, e.g. the top bar's menu button. */
  trigger?: ReactNode;
  /** Opens the drawer on a swipe from the inline-start edge of the screen. */
  swipeToOpen?: boolean;
  /** Accessible name of the drawer dialog. */
  title?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/** A touch point; only the horizontal position matters for the edge swipe. */
export interface SwipePoint {
  /** clientX of the touch, in CSS pixels from the left edge of the viewport. */
  x: number;
}
