import { ArrowLeft } from 'lucide-react';
import { forwardRef } from 'react';
import { Actions, BackLink, Root, Subtitle, Tabs, Title, TitleRow, Titles } from './PageHeader.styles.ts';
import type { PageHeaderProps } from './PageHeader.types.ts';

export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, subtitle, back, actions, tabs, ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-has-tabs={tabs ? '' : undefined} {...rest}>
      {back && (
        <BackLink href={back.href} onClick={back.onClick}>
          <ArrowLeft aria-hidden data-mirror-rtl />
          {back.label}
        </BackLink>
      )}
      <TitleRow>
        <Titles>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Titles>
        {actions && <Actions>{actions}</Actions>}
      </TitleRow>
      {tabs && <Tabs>{tabs}</Tabs>}
    </Root>
  );
});
PageHeader.displayName = 'PageHeader';
