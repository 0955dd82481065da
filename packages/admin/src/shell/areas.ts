// The areas of the product, in menu order: one manifest per menu group (shell/manifest.ts). Routes (PAGES),
// menus, breadcrumbs, the command palette, page titles and the resource registry all derive from this list;
// a new page is one entry in its area's manifest, a new area one line here.
import { analyticsMessages, dashboardArea, reportsArea } from '../analytics/area.ts';
import { jobsArea, jobsMessages } from '../jobs/area.ts';
import { catalogArea, catalogMessages } from '../resources/catalog/area.ts';
import { configurationArea, configurationMessages } from '../resources/configuration/area.ts';
import { ecommerceArea, ecommerceMessages } from '../resources/ecommerce/area.ts';
import { marketingArea, marketingMessages } from '../resources/marketing/area.ts';
import { storesArea, storesMessages } from '../resources/stores/area.ts';
import { usersArea, usersMessages } from '../resources/users/area.ts';
import { walletArea, walletMessages } from '../resources/wallet/area.ts';

export const AREAS = [
  dashboardArea,
  catalogArea,
  storesArea,
  ecommerceArea,
  marketingArea,
  usersArea,
  walletArea,
  configurationArea,
  reportsArea,
  jobsArea,
] as const;

/** Every title the manifests define (pages, menu groups and submenus, report types), by name. */
export const AREA_TITLES = {
  ...analyticsMessages,
  ...catalogMessages,
  ...storesMessages,
  ...ecommerceMessages,
  ...marketingMessages,
  ...usersMessages,
  ...walletMessages,
  ...configurationMessages,
  ...jobsMessages,
};
