import type { HTMLAttributes, ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Meaning and colour; danger and warning interrupt screen readers (role alert), the others wait (role status). */
  tone?: AlertTone;
  /** Short headline, e.g. "Payout failed". */
  title: ReactNode;
  /** Details under the title; `children` are shown after it. */
  description?: ReactNode;
  /** One action beside the text, usually a small Button ("Retry payout"). */
  action?: ReactNode;
  /** Shows a dismiss button that calls this; the parent removes the alert. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; "Dismiss" by default (pass the translated text). */
  dismissLabel?: string;
  /** Replace the tone's icon; pass null for none. */
  icon?: ReactNode;
}
