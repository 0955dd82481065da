import type { ComponentPropsWithoutRef } from 'react';
import type { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<typeof RadixVisuallyHidden.Root> {
  /** Render the single child (e.g. a heading or label) hidden instead of wrapping it in a span. */
  asChild?: boolean;
}
