import type { HTMLAttributes } from 'react';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Main axis: column (default) stacks blocks, row lays items along the reading direction. */
  direction?: 'row' | 'column';
  /** Space between items, a step of the spacing scale (the --ui-space-… tokens). */
  gap?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8;
  /** Cross-axis alignment; start/end follow the writing direction. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution; start/end follow the writing direction. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Let items flow onto further lines instead of overflowing. */
  wrap?: boolean;
  /** Element to render, e.g. ul for a list of items or section for a page region. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'form' | 'fieldset' | 'span';
}
