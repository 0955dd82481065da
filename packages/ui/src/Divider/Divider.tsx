import { forwardRef, useId } from 'react';
import type { ElementRef } from 'react';
import type { Separator } from 'radix-ui';
import { Label, Line, StyledDivider } from './Divider.styles.ts';
import type { DividerProps } from './Divider.types.ts';

export const Divider = forwardRef<ElementRef<typeof Separator.Root>, DividerProps>(function Divider(
  { orientation = 'horizontal', decorative = false, label, spacing = 3, ...rest },
  ref,
) {
  const labelId = useId();
  const common = {
    ref,
    orientation,
    decorative,
    'data-spacing': spacing,
    ...rest,
  };
  if (label == null) return <StyledDivider {...common} />;
  // A separator's children are presentational, so the visible label names it via aria-labelledby.
  return (
    <StyledDivider {...common} data-labelled="" aria-labelledby={decorative ? undefined : labelId}>
      <Line aria-hidden />
      <Label id={labelId}>{label}</Label>
      <Line aria-hidden />
    </StyledDivider>
  );
});
Divider.displayName = 'Divider';
