import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import { forwardRef } from 'react';
import type { VisuallyHiddenProps } from './VisuallyHidden.types.ts';

// Radix's own styles (clip + 1px box) keep the text in the accessibility tree; no styles file needed.
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    return <RadixVisuallyHidden.Root ref={ref} {...props} />;
  },
);
VisuallyHidden.displayName = 'VisuallyHidden';
