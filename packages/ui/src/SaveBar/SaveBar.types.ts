import type { HTMLAttributes, ReactNode } from 'react';

export interface SaveBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The form has unsaved changes: the bar shows (sticky at the bottom of the viewport); otherwise nothing renders. */
  open: boolean;
  /** What the bar says, e.g. "Unsaved changes" (also the region's name). */
  message: ReactNode;
  /** Accessible name of the region when `message` is not plain text. */
  label?: string;
  saveLabel: ReactNode;
  discardLabel: ReactNode;
  /** Puts the form's values back as they were loaded. */
  onDiscard: () => void;
  /** Called by Save when it is not a submit button of a form (`form` unset and not inside one). */
  onSave?: () => void;
  /**
   * The form the Save button submits (its id), for a bar placed outside it; inside a form, Save submits it
   * (so Enter in a field still saves).
   */
  form?: string;
  /** A save is under way: Save spins, both buttons wait. */
  saving?: boolean;
  /** The last save failed: shown instead of `message`, announced to screen readers. */
  error?: ReactNode;
}
