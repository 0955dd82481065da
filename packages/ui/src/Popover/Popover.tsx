import { Popover as RadixPopover } from 'radix-ui';
import { forwardRef, useId } from 'react';
import { Arrow, Content, Title } from './Popover.styles.ts';
import type { PopoverContentProps } from './Popover.types.ts';

const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  { title, size = 'md', showArrow = true, sideOffset = 6, collisionPadding = 8, children, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <RadixPopover.Portal>
      <Content
        ref={ref}
        data-size={size}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        aria-labelledby={title ? titleId : undefined}
        {...rest}
      >
        {title && <Title id={titleId}>{title}</Title>}
        {children}
        {showArrow && <Arrow width={14} height={7} />}
      </Content>
    </RadixPopover.Portal>
  );
});
PopoverContent.displayName = 'Popover.Content';

/** Non-modal floating panel anchored to a trigger: quick filters, a store's contact card. */
export const Popover = {
  Root: RadixPopover.Root,
  Trigger: RadixPopover.Trigger,
  Anchor: RadixPopover.Anchor,
  Content: PopoverContent,
  Close: RadixPopover.Close,
};
