import type { AnchorHTMLAttributes } from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Colour: default (accent) for navigation, muted for secondary links such as footers and metadata. */
  tone?: 'default' | 'muted';
  /** Always underlined, for links inside running text where colour alone would not tell them apart. */
  inline?: boolean;
  /** Opens in a new tab (target=_blank, rel=noopener noreferrer) and says so to screen readers. */
  external?: boolean;
  /** Words read after an external link's text; translate them. Defaults to "(opens in a new tab)". */
  externalLabel?: string;
  /** Render the single child (e.g. a router link) with link styling instead of an <a>. */
  asChild?: boolean;
}
