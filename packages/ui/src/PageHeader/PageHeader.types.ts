import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface PageHeaderBackLink {
  /** Where the link goes, e.g. the list the page was opened from. */
  href: string;
  /** Visible text, e.g. "Orders"; read as the link name. */
  label: string;
  /** Lets a client router take over the navigation (call event.preventDefault()). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page title, rendered as the page's only h1. */
  title: ReactNode;
  /** One line under the title: a count, a status or what the page is for. */
  subtitle?: ReactNode;
  /** A link back to the parent page, shown above the title with a pointing arrow. */
  back?: PageHeaderBackLink;
  /** Buttons for the page's actions, at the inline end of the title row. */
  actions?: ReactNode;
  /** Tab navigation between the page's sections, under the title row. */
  tabs?: ReactNode;
}
