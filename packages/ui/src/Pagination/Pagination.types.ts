import type { HTMLAttributes } from 'react';

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  nav: string;
  /** Name of the button that goes to page 1. */
  first: string;
  /** Name of the button that goes back one page. */
  previous: string;
  /** Name of the button that goes forward one page. */
  next: string;
  /** Name of the button that goes to the last page. */
  last: string;
  /** Name of a page number button, given the formatted number. */
  page: (page: string) => string;
  /** Label of the page-size select. */
  pageSize: string;
  /** The range text, given formatted first row, last row and total, e.g. "1–50 of 20,000". */
  range: (from: string, to: string, total: string) => string;
  /** The range text when the total is an estimate, e.g. "1–50 of about 20,000". */
  estimatedRange: (from: string, to: string, total: string) => string;
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, starting at 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Total number of rows on the server (not the number of pages). */
  total: number;
  /** Called with the page the user asked for; the parent fetches it and passes it back as `page`. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; the page-size select is shown only when this is given. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Choices offered in the page-size select. */
  pageSizeOptions?: readonly number[];
  /** BCP 47 locale used to format the numbers (e.g. "ar-EG" for Arabic-Indic digits). */
  locale?: string;
  /** How many page numbers to show on each side of the current one. */
  siblingCount?: number;
  /** The total is the server's estimate (a very long list): the range says "about". */
  totalIsEstimate?: boolean;
  /** Translated texts; English by default. */
  labels?: Partial<PaginationLabels>;
}

/** One slot in the row of page numbers. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';
