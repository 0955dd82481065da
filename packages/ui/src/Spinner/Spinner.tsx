import { forwardRef } from 'react';
import { Ring } from './Spinner.styles.ts';
import type { SpinnerProps } from './Spinner.types.ts';

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', decorative = false },
  ref,
) {
  if (decorative) return <Ring ref={ref} data-size={size} aria-hidden="true" />;
  return <Ring ref={ref} data-size={size} role="status" aria-label={label} />;
});
Spinner.displayName = 'Spinner';
