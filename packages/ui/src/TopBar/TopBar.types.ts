import type { HTMLAttributes, ReactNode } from 'react';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Content at the inline start: bookmarks, the page switcher or the product name on mobile. */
  start?: ReactNode;
  /** Content in the middle: usually the search / command palette trigger. */
  center?: ReactNode;
  /** Content at the inline end: language switcher, notifications, profile menu. */
  end?: ReactNode;
  /** Gray background instead of the surface colour (the `isGrayTopbar` setting). */
  gray?: boolean;
  /** Sticks to the block start of the scrolling container (the `isTopbarFixed` setting). */
  fixed?: boolean;
  /** Detached from the edges with a margin, rounded corners and a shadow (the `isTopbarSeparated` setting). */
  separated?: boolean;
}
