import { forwardRef } from 'react';
import * as S from './EmptyState.styles.ts';
import type { EmptyStateProps } from './EmptyState.types.ts';

/** Says why a list or page has nothing to show and offers the next step. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, description, action, headingLevel = 2, size = 'md', ...rest },
  ref,
) {
  return (
    <S.Root ref={ref} data-size={size} {...rest}>
      {icon && <S.Icon aria-hidden="true">{icon}</S.Icon>}
      <S.Title as={`h${headingLevel}`}>{title}</S.Title>
      {description && <S.Description>{description}</S.Description>}
      {action && <S.Action>{action}</S.Action>}
    </S.Root>
  );
});
EmptyState.displayName = 'EmptyState';
