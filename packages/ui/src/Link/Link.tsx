import { ExternalLink } from 'lucide-react';
import { Slot } from 'radix-ui';
import { forwardRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { StyledLink } from './Link.styles.ts';
import type { LinkProps } from './Link.types.ts';

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    tone = 'default',
    inline = false,
    external = false,
    externalLabel = '(opens in a new tab)',
    asChild = false,
    target,
    rel,
    children,
    ...rest
  },
  ref,
) {
  const common = {
    'data-tone': tone,
    'data-inline': inline ? '' : undefined,
    // noopener stops the new tab from reaching back into the admin through window.opener.
    target: external ? '_blank' : target,
    rel: external ? 'noopener noreferrer' : rel,
    ...rest,
  };
  const extra = external ? (
    <>
      <VisuallyHidden> {externalLabel}</VisuallyHidden>
      <ExternalLink aria-hidden data-mirror-rtl />
    </>
  ) : null;
  if (asChild) {
    // Slottable lets the hidden note and icon land inside the child link, after its own text.
    return (
      <StyledLink as={Slot.Root} ref={ref} {...common}>
        <Slot.Slottable>{children}</Slot.Slottable>
        {extra}
      </StyledLink>
    );
  }
  return (
    <StyledLink ref={ref} {...common}>
      {children}
      {extra}
    </StyledLink>
  );
});
Link.displayName = 'Link';
