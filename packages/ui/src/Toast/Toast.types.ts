import type { ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Short headline: "Logged in", "Order #10482 refunded". */
  title: ReactNode;
  /** One sentence of detail under the title. */
  description?: ReactNode;
  /** Meaning and colour; errors and warnings are announced at once, the others politely. Info by default. */
  tone?: ToastTone;
  /** Milliseconds before it closes itself (paused on hover and focus); Infinity keeps it until dismissed. */
  duration?: number;
}

/** A toast waiting or on screen. */
export interface ToastItem extends ToastOptions {
  id: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast by the id `toast` returned. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  /** The app; any descendant can call `useToast()`. */
  children?: ReactNode;
  /** Default time in ms a toast stays; 5000 by default. */
  duration?: number;
  /** Name of the notifications region; "{hotkey}" is replaced by the shortcut (F8) that focuses it. */
  label?: string;
  /** Accessible name of each toast's dismiss button; "Dismiss notification" by default. */
  dismissLabel?: string;
}
