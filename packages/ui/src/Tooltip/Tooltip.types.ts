import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  /** The hint text; keep it short and never the only place important information lives. */
  content: ReactNode;
  /** The single focusable element the tooltip describes (a Button, an icon button, a link). */
  children: ReactElement;
  /** Side of the trigger to show on; flips automatically near the viewport edge. */
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** Alignment along that side: start and end follow the reading direction. */
  align?: 'start' | 'center' | 'end';
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render, for stories and onboarding hints. */
  defaultOpen?: boolean;
  /** Called when hover, focus or Escape changes the open state. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before it opens; the app-wide provider's 300 ms by default. */
  delayDuration?: number;
}
