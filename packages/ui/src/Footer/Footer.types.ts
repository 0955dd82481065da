import type { HTMLAttributes, ReactNode } from 'react';
import type { MenuItem, RenderMenuLink } from '../SideMenu/index.ts';

export type FooterVariant = 'v1' | 'v2' | 'v3' | 'v4';

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** v1 text and links, v2 centred with copyright, v3 two rows with the product name, v4 one minimal line. */
  variant?: FooterVariant;
  /** Product name, shown in v3 and v4. */
  productName?: string;
  /** Copyright line, already translated (e.g. "© 2026 Souq. All rights reserved."). */
  copyright?: string;
  /** A sentence about the product, shown in v1 and v3. */
  description?: ReactNode;
  /** Footer links (help centre, terms, status page). */
  links?: MenuItem[];
  /** Link renderer for the app's router; defaults to a plain <a href>. */
  renderLink?: RenderMenuLink;
  /** Accessible name of the links' navigation landmark. */
  linksLabel?: string;
}
