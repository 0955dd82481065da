import { forwardRef } from 'react';
import {
  CardActions,
  CardBody,
  CardFooter,
  CardHeader,
  CardHeading,
  CardRoot,
  CardSubtitle,
  CardTitle,
} from './Card.styles.ts';
import type { CardProps } from './Card.types.ts';

export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  {
    title,
    subtitle,
    actions,
    footer,
    headingLevel = 2,
    shadow = false,
    borderless = false,
    squared = false,
    flush = false,
    children,
    ...rest
  },
  ref,
) {
  const hasHeader = title != null || subtitle != null || actions != null;
  return (
    <CardRoot
      ref={ref}
      data-shadow={shadow ? '' : undefined}
      data-borderless={borderless ? '' : undefined}
      data-squared={squared ? '' : undefined}
      {...rest}
    >
      {hasHeader && (
        <CardHeader>
          <CardHeading>
            {title != null && <CardTitle as={`h${headingLevel}`}>{title}</CardTitle>}
            {subtitle != null && <CardSubtitle>{subtitle}</CardSubtitle>}
          </CardHeading>
          {actions != null && <CardActions>{actions}</CardActions>}
        </CardHeader>
      )}
      {children != null && <CardBody data-flush={flush ? '' : undefined}>{children}</CardBody>}
      {footer != null && <CardFooter>{footer}</CardFooter>}
    </CardRoot>
  );
});
Card.displayName = 'Card';
