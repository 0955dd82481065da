import { forwardRef } from 'react';
import { StyledText } from './Text.styles.ts';
import type { TextProps } from './Text.types.ts';

export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    as = 'span',
    size = 'md',
    tone = 'default',
    weight = 'regular',
    truncate = false,
    title,
    children,
    ...rest
  },
  ref,
) {
  // A cut-off label must still be readable in full: on hover via title, to screen readers via the text itself.
  const fullText = truncate && typeof children === 'string' ? children : undefined;
  return (
    <StyledText
      as={as}
      ref={ref}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-truncate={truncate ? '' : undefined}
      title={title ?? fullText}
      {...rest}
    >
      {children}
    </StyledText>
  );
});
Text.displayName = 'Text';
