import { forwardRef } from 'react';
import { StyledIconButton } from './IconButton.styles.ts';
import type { IconButtonProps } from './IconButton.types.ts';

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, loading = false, asChild = false, children, ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} aria-label={label} loading={loading} asChild={asChild} {...rest}>
      {/* While busy the spinner takes the icon's place so the button keeps its size. */}
      {loading && !asChild ? null : children}
    </StyledIconButton>
  );
});
IconButton.displayName = 'IconButton';
