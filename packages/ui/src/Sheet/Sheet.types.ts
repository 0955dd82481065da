import type { Dialog } from 'radix-ui';
import type { ComponentPropsWithoutRef, HTMLAttributes, ReactNode } from 'react';

export interface SheetContentProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
  /** Heading that names the panel for screen readers; required. */
  title: ReactNode;
  /** One sentence under the title that describes the panel for screen readers; required. */
  description: ReactNode;
  /** Keep the description for screen readers only when the body already says it visibly. */
  hideDescription?: boolean;
  /** Edge it slides from: end (default; the right in English, the left in Arabic) or start. */
  side?: 'start' | 'end';
  /** Inline size: sm 320px, md 420px (default), lg 640px; never wider than the screen. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the header close button; "Close" by default (pass the translated text). */
  closeLabel?: string;
}

export type SheetBodyProps = HTMLAttributes<HTMLDivElement>;

export type SheetFooterProps = HTMLAttributes<HTMLDivElement>;
