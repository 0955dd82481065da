import type { HTMLAttributes } from 'react';
import type { MenuItem, RenderMenuLink } from '../SideMenu/index.ts';

export interface BreadcrumbsProps extends HTMLAttributes<HTMLDivElement> {
  /** The trail from the home page to the current page; the last item is the current page. */
  items: MenuItem[];
  /** v1: the trail alone; v2: the trail plus the current page title in large type. */
  variant?: 'v1' | 'v2';
  /** Large title of v2; defaults to the last item's title. */
  title?: string;
  /** Element of the v2 title: h1 when it is the page heading, p when the page has its own. */
  titleAs?: 'h1' | 'h2' | 'p';
  /** Link renderer for the app's router; defaults to a plain <a href>. */
  renderLink?: RenderMenuLink;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
}
