import type { HTMLAttributes, ReactNode } from 'react';

/** Page background behind the card (the `authPagesColor` setting). */
export type AuthLayoutBackground = 'white' | 'gray' | 'image';

export interface AuthLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The product name shown as the logo text, above the card or in the top bar. */
  productName: ReactNode;
  /** A logo mark before the product name (decorative: give it aria-hidden). */
  logo?: ReactNode;
  /** Page background: white, gray, or the accent "image" built from gradients. */
  background?: AuthLayoutBackground;
  /** Top bar content at the inline end (e.g. the language switcher); shows the bar (the `isAuthTopbar` setting). */
  topbar?: ReactNode;
  /** The copyright line in the page footer, e.g. "© 2026 Souq Admin". */
  copyright?: ReactNode;
  /** The card content: a form with its own heading. */
  children: ReactNode;
}
