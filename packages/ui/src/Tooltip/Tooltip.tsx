import { Tooltip as RadixTooltip } from 'radix-ui';
import { forwardRef } from 'react';
import { Arrow, Content } from './Tooltip.styles.ts';
import type { TooltipProps } from './Tooltip.types.ts';

/** A short hint on hover and keyboard focus. The delay provider lives in ThemeRoot. */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', align = 'center', open, defaultOpen, onOpenChange, delayDuration },
  ref,
) {
  return (
    <RadixTooltip.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      delayDuration={delayDuration}
    >
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content ref={ref} side={side} align={align} sideOffset={6} collisionPadding={8}>
          {content}
          <Arrow width={10} height={5} />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
});
Tooltip.displayName = 'Tooltip';
