import { Tooltip as RadixTooltip } from 'radix-ui';
import { forwardRef } from 'react';
import { Arrow, Content } from './Tooltip.styles.ts';
import type { TooltipProps } from './Tooltip.types.ts';

/**
 * A short hint on hover and keyboard focus. It brings its own delay provider (ThemeRoot has none, so
 * pages without tooltips — the sign-in pages — load no tooltip or positioning code). SideMenu's rail
 * shares one provider across its items instead, so moving along the rail opens the next at once.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', align = 'center', open, defaultOpen, onOpenChange, delayDuration },
  ref,
) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
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
    </RadixTooltip.Provider>
  );
});
Tooltip.displayName = 'Tooltip';
