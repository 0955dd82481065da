import type { ReactElement, ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Heading that names the dialog, phrased as the question: "Delete 3 stores?". */
  title: ReactNode;
  /** What will happen, read with the title: "Their products and staff accounts are removed too.". */
  description: ReactNode;
  /** Called on confirm; return a Promise to keep the dialog open with a busy button until it settles. */
  onConfirm: () => void | Promise<unknown>;
  /** Text of the confirm button, a verb for the action ("Delete stores"); "Confirm" by default. */
  confirmLabel?: string;
  /** Text of the cancel button; "Cancel" by default. */
  cancelLabel?: string;
  /** danger colours the confirm button for destructive actions. */
  tone?: 'default' | 'danger';
  /** The element that opens the dialog (a Button); omit when controlling `open` yourself. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes, including after a successful confirm. */
  onOpenChange?: (open: boolean) => void;
  /** Turns a rejection into the message shown in the dialog; the Error's message by default. */
  getErrorMessage?: (error: unknown) => ReactNode;
  /** Extra content between the description and the buttons, e.g. the names of the stores. */
  children?: ReactNode;
}
