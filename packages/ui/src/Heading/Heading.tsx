import { forwardRef } from 'react';
import { StyledHeading } from './Heading.styles.ts';
import type { HeadingProps } from './Heading.types.ts';

const SIZE_FOR_LEVEL = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'xs', 6: 'xs' } as const;

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, tone = 'default', truncate = false, title, children, ...rest },
  ref,
) {
  const fullText = truncate && typeof children === 'string' ? children : undefined;
  return (
    <StyledHeading
      as={`h${level}`}
      ref={ref}
      data-size={size ?? SIZE_FOR_LEVEL[level]}
      data-tone={tone}
      data-truncate={truncate ? '' : undefined}
      title={title ?? fullText}
      {...rest}
    >
      {children}
    </StyledHeading>
  );
});
Heading.displayName = 'Heading';
