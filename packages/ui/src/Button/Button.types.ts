import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary for the one main action, secondary by default, ghost for toolbars, danger for destructive. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Control height from the active style: sm, md (default) or lg. */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  /** Icon before the label (at the inline start, so it moves to the right in RTL). */
  iconStart?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
  /** Stretch to the container's inline size. */
  fullWidth?: boolean;
  /** Render the single child (e.g. a router link) with button styling instead of a <button>. */
  asChild?: boolean;
}
