import { forwardRef } from 'react';
import { Dot, Label, StyledStatusBadge } from './StatusBadge.styles.ts';
import type { StatusBadgeProps } from './StatusBadge.types.ts';

export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { tone = 'neutral', dot = false, size = 'md', children, ...rest },
  ref,
) {
  return (
    <StyledStatusBadge ref={ref} data-tone={tone} data-size={size} {...rest}>
      {dot && <Dot aria-hidden />}
      <Label>{children}</Label>
    </StyledStatusBadge>
  );
});
StatusBadge.displayName = 'StatusBadge';
