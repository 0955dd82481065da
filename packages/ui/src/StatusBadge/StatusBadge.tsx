import { forwardRef, type CSSProperties } from 'react';
import { Dot, Label, StyledStatusBadge } from './StatusBadge.styles.ts';
import type { StatusBadgeProps } from './StatusBadge.types.ts';
import { readableTextColour, solidColour } from './readableColour.ts';

export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { tone = 'neutral', dot = false, size = 'md', colour, children, style, ...rest },
  ref,
) {
  // A configured colour (e.g. an order status's) fills the badge; the text is whichever of near-black
  // and white reads better on it. Not a colour: the tone's colours.
  const background = colour ? solidColour(colour) : null;
  const text = background ? readableTextColour(background) : null;
  const coloured =
    background && text ? ({ background, color: text, '--status-dot': text } as CSSProperties) : null;
  return (
    <StyledStatusBadge
      ref={ref}
      data-tone={coloured ? undefined : tone}
      data-coloured={coloured ? '' : undefined}
      data-size={size}
      style={coloured ? { ...coloured, ...style } : style}
      {...rest}
    >
      {dot && <Dot aria-hidden />}
      <Label>{children}</Label>
    </StyledStatusBadge>
  );
});
StatusBadge.displayName = 'StatusBadge';
