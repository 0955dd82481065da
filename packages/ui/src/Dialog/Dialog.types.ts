import type { Dialog } from 'radix-ui';
import type { ComponentPropsWithoutRef, HTMLAttributes, ReactNode } from 'react';

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
  /** Heading that names the dialog for screen readers; required. */
  title: ReactNode;
  /** One sentence under the title that describes the dialog for screen readers; required. */
  description: ReactNode;
  /** Keep the description for screen readers only when the body already says it visibly. */
  hideDescription?: boolean;
  /** Inline size: sm 400px (confirmations), md 560px (default, forms), lg 800px (tables). */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the corner close button; "Close" by default (pass the translated text). */
  closeLabel?: string;
  /** Hide the corner close button, e.g. while a required step runs; Escape still closes unless prevented. */
  hideClose?: boolean;
}

export type DialogBodyProps = HTMLAttributes<HTMLDivElement>;

export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;
