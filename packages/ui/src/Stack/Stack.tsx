import { forwardRef } from 'react';
import { StyledStack } from './Stack.styles.ts';
import type { StackProps } from './Stack.types.ts';

// Flexbox start/end are already logical, so a row flips in right-to-left with no extra rule.
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction = 'column', gap = 3, align, justify, wrap = false, as = 'div', children, ...rest },
  ref,
) {
  return (
    <StyledStack
      as={as}
      ref={ref}
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap ? '' : undefined}
      {...rest}
    >
      {children}
    </StyledStack>
  );
});
Stack.displayName = 'Stack';
