import type { HTMLAttributes, ReactNode } from 'react';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative lucide icon; it is hidden from screen readers. */
  icon?: ReactNode;
  /** What is empty, in a few words (e.g. "No orders yet"). */
  title: ReactNode;
  /** Why it is empty or what to do next, in muted text. */
  description?: ReactNode;
  /** One call to action (usually a Button), e.g. "Clear filters" or "Add store". */
  action?: ReactNode;
  /** Heading level of the title so it fits the page outline; h2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Compact spacing for use inside a table or card; comfortable by default. */
  size?: 'sm' | 'md';
}
