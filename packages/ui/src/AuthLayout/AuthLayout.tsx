import { forwardRef } from 'react';
import { TopBar } from '../TopBar/index.ts';
import { Brand, Card, Footer, Main, Page } from './AuthLayout.styles.ts';
import type { AuthLayoutProps } from './AuthLayout.types.ts';

export const AuthLayout = forwardRef<HTMLDivElement, AuthLayoutProps>(function AuthLayout(
  { productName, logo, background = 'white', topbar, copyright, children, ...rest },
  ref,
) {
  const brand = (
    <Brand>
      {logo}
      <span>{productName}</span>
    </Brand>
  );
  return (
    <Page ref={ref} data-background={background} {...rest}>
      {/* With a top bar the product name moves into it, so it is shown once. */}
      {topbar != null && <TopBar start={brand} end={topbar} />}
      <Main>
        {topbar == null && brand}
        <Card>{children}</Card>
      </Main>
      {copyright != null && <Footer>{copyright}</Footer>}
    </Page>
  );
});
AuthLayout.displayName = 'AuthLayout';
