// Every resource description, for tests and stories that cover all screens at once. The app itself never
// imports this file: it loads each screen lazily through shell/pages.ts.
import type { ResourceDescription, ResourceRow } from './framework/index.ts';
import { categories } from './catalog/categories.tsx';
import { filterGroups } from './catalog/filterGroups.tsx';
import { filters } from './catalog/filters.tsx';
import { help } from './catalog/help.tsx';
import { helpCategories } from './catalog/helpCategories.tsx';
import { products } from './catalog/products.tsx';
import { appMenu } from './configuration/appMenu.tsx';
import { cities } from './configuration/cities.tsx';
import { currencies } from './configuration/currencies.tsx';
import { deliveryMethods } from './configuration/deliveryMethods.tsx';
import { deliverySystemStatuses } from './configuration/deliverySystemStatuses.tsx';
import { languages } from './configuration/languages.tsx';
import { notifications } from './configuration/notifications.tsx';
import { onboardings } from './configuration/onboardings.tsx';
import { orderStatuses } from './configuration/orderStatuses.tsx';
import { pages } from './configuration/pages.tsx';
import { paymentMethods } from './configuration/paymentMethods.tsx';
import { states } from './configuration/states.tsx';
import { orders } from './ecommerce/orders.tsx';
import { appStarts } from './marketing/appStarts.tsx';
import { coupons } from './marketing/coupons.tsx';
import { sliders } from './marketing/sliders.tsx';
import { storeSliders } from './marketing/storeSliders.tsx';
import { stores } from './stores/stores.tsx';
import { storeTypeCollections } from './stores/storeTypeCollections.tsx';
import { storeTypes } from './stores/storeTypes.tsx';
import { adminGroups } from './users/adminGroups.tsx';
import { admins } from './users/admins.tsx';
import { auditLog } from './users/auditLog.tsx';
import { customerGroups } from './users/customerGroups.tsx';
import { customers } from './users/customers.tsx';
import { merchants } from './users/merchants.tsx';
import { adminWallets, customerWallets, merchantWallets } from './wallet/wallets.tsx';

export const ALL_RESOURCES: readonly ResourceDescription<ResourceRow>[] = [
  // Catalog and stores
  categories,
  filterGroups,
  filters,
  help,
  helpCategories,
  products,
  stores,
  storeTypeCollections,
  storeTypes,
  // E-commerce
  orders,
  // Configuration
  appMenu,
  cities,
  currencies,
  deliveryMethods,
  deliverySystemStatuses,
  languages,
  notifications,
  onboardings,
  orderStatuses,
  pages,
  paymentMethods,
  states,
  // Users
  adminGroups,
  admins,
  auditLog,
  customerGroups,
  customers,
  merchants,
  // Marketing
  appStarts,
  coupons,
  sliders,
  storeSliders,
  // Wallets
  customerWallets,
  merchantWallets,
  adminWallets,
] as unknown as readonly ResourceDescription<ResourceRow>[];
