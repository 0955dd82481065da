import { Slot } from 'radix-ui';
import { forwardRef } from 'react';
import { defaultRenderLink } from '../internal/menu/menuTree.tsx';
import {
  FooterLink,
  FooterRoot,
  FooterRow,
  FooterText,
  Inline,
  LinkList,
  ProductName,
} from './Footer.styles.ts';
import type { FooterProps } from './Footer.types.ts';

export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    variant = 'v1',
    productName,
    copyright,
    description,
    links = [],
    renderLink = defaultRenderLink,
    linksLabel = 'Footer',
    ...rest
  },
  ref,
) {
  const linkNav =
    links.length > 0 ? (
      <nav aria-label={linksLabel}>
        <LinkList>
          {links.map((link) => (
            <li key={link.key}>
              <FooterLink as={Slot.Root}>{renderLink(link, link.title)}</FooterLink>
            </li>
          ))}
        </LinkList>
      </nav>
    ) : null;
  const copyrightLine = copyright ? <FooterText>{copyright}</FooterText> : null;

  return (
    <FooterRoot ref={ref} data-variant={variant} {...rest}>
      {variant === 'v1' && (
        <>
          <FooterRow>
            {description && <FooterText>{description}</FooterText>}
            {linkNav}
          </FooterRow>
          {copyrightLine}
        </>
      )}
      {variant === 'v2' && (
        <>
          {productName && <ProductName>{productName}</ProductName>}
          {linkNav}
          {copyrightLine}
        </>
      )}
      {variant === 'v3' && (
        <>
          <FooterRow>
            <Inline>
              {productName && <ProductName>{productName}</ProductName>}
              {description && <FooterText as="span">{description}</FooterText>}
            </Inline>
            {linkNav}
          </FooterRow>
          {copyrightLine && <FooterRow data-separated="">{copyrightLine}</FooterRow>}
        </>
      )}
      {variant === 'v4' && (
        <>
          <Inline>
            {productName && <ProductName>{productName}</ProductName>}
            {copyright && <span>{copyright}</span>}
          </Inline>
          {linkNav}
        </>
      )}
    </FooterRoot>
  );
});
Footer.displayName = 'Footer';
