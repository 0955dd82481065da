import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Separator } from 'radix-ui';

export interface DividerProps extends Omit<ComponentPropsWithoutRef<typeof Separator.Root>, 'children'> {
  /** horizontal (default) separates stacked blocks; vertical separates items in a row. */
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual: hidden from assistive technology. Defaults to false (a real separator). */
  decorative?: boolean;
  /** Text centred on the line, e.g. "Today" or "or"; it also names the separator. */
  label?: ReactNode;
  /** Space around the line, a step of the spacing scale. */
  spacing?: 0 | 1 | 2 | 3 | 4 | 6 | 8;
}
