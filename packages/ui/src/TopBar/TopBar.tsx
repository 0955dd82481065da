import { forwardRef } from 'react';
import { Slot, StyledTopBar } from './TopBar.styles.ts';
import type { TopBarProps } from './TopBar.types.ts';

export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  { start, center, end, gray = false, fixed = false, separated = false, ...rest },
  ref,
) {
  return (
    <StyledTopBar
      ref={ref}
      data-gray={gray ? '' : undefined}
      data-fixed={fixed ? '' : undefined}
      data-separated={separated ? '' : undefined}
      {...rest}
    >
      <Slot data-slot="start">{start}</Slot>
      {/* The centre slot only takes room when used, so start and end share the bar otherwise. */}
      {center != null && <Slot data-slot="center">{center}</Slot>}
      <Slot data-slot="end">{end}</Slot>
    </StyledTopBar>
  );
});
TopBar.displayName = 'TopBar';
