import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Heading of the card; omit for a body-only card. */
  title?: ReactNode;
  /** Secondary line under the title, in muted text. */
  subtitle?: ReactNode;
  /** Controls at the inline end of the header (buttons, links, menus). */
  actions?: ReactNode;
  /** Content under the body, separated by a rule: totals, secondary actions. */
  footer?: ReactNode;
  /** Heading level of the title so the page outline stays correct (h2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Drop shadow under the card (the app's isCardShadow setting). */
  shadow?: boolean;
  /** No border around the card (the app's isBorderless setting). */
  borderless?: boolean;
  /** Square corners (the app's isSquaredBorders setting). */
  squared?: boolean;
  /** Remove the body padding, for tables and media that run edge to edge. */
  flush?: boolean;
}
