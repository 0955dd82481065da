import { ChevronRight } from 'lucide-react';
import { Slot } from 'radix-ui';
import { forwardRef } from 'react';
import { defaultRenderLink } from '../internal/menu/menuTree.tsx';
import {
  BreadcrumbsRoot,
  Crumb,
  CrumbLink,
  CrumbSeparator,
  CurrentTitle,
  Trail,
} from './Breadcrumbs.styles.ts';
import type { BreadcrumbsProps } from './Breadcrumbs.types.ts';

export const Breadcrumbs = forwardRef<HTMLDivElement, BreadcrumbsProps>(function Breadcrumbs(
  {
    items,
    variant = 'v1',
    title,
    titleAs = 'h1',
    renderLink = defaultRenderLink,
    'aria-label': ariaLabel = 'Breadcrumb',
    ...rest
  },
  ref,
) {
  const last = items.length - 1;
  return (
    <BreadcrumbsRoot ref={ref} data-variant={variant} {...rest}>
      <nav aria-label={ariaLabel}>
        <Trail>
          {items.map((item, index) => {
            const current = index === last;
            return (
              <Crumb key={item.key}>
                {item.url && !current ? (
                  <CrumbLink as={Slot.Root}>{renderLink(item, item.title)}</CrumbLink>
                ) : (
                  // The current page (or a crumb with no page of its own) is text, not a link.
                  <CrumbLink as="span" aria-current={current ? 'page' : undefined}>
                    {item.title}
                  </CrumbLink>
                )}
                {!current && (
                  <CrumbSeparator aria-hidden="true">
                    <ChevronRight data-mirror-rtl="" />
                  </CrumbSeparator>
                )}
              </Crumb>
            );
          })}
        </Trail>
      </nav>
      {variant === 'v2' && <CurrentTitle as={titleAs}>{title ?? items[last]?.title}</CurrentTitle>}
    </BreadcrumbsRoot>
  );
});
Breadcrumbs.displayName = 'Breadcrumbs';
