import { Slot } from 'radix-ui';
import { forwardRef } from 'react';
import { Spinner } from '../Spinner/index.ts';
import { StyledButton } from './Button.styles.ts';
import type { ButtonProps } from './Button.types.ts';

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    iconStart,
    iconEnd,
    fullWidth = false,
    asChild = false,
    disabled,
    type = 'button',
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const common = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth ? '' : undefined,
  };
  if (asChild) {
    return (
      <StyledButton as={Slot.Root} ref={ref} {...common} {...rest}>
        {children}
      </StyledButton>
    );
  }
  return (
    <StyledButton
      ref={ref}
      type={type}
      {...common}
      {...rest}
      // A busy button stays focusable (so focus is not lost) but ignores clicks.
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size="sm" decorative /> : iconStart}
      {children}
      {!loading && iconEnd}
    </StyledButton>
  );
});
Button.displayName = 'Button';
