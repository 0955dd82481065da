import type { Role } from './enums.ts';

/**
 * Every resource the back-office exposes, named as in its route segment so the app's menu and the
 * server's enforcement use the same key.
 */
export const RESOURCES = [
  'dashboard',
  'products',
  'categories',
  'stores',
  'store-types',
  'store-type-collections',
  'filters',
  'filter-groups',
  'help',
  'help-categories',
  'settings-general',
  'orders',
  'live-orders',
  'app-starts',
  'coupons',
  'sliders',
  'store-sliders',
  'customers',
  'customer-groups',
  'merchants',
  'admins',
  'admin-groups',
  'customer-wallet',
  'merchant-wallet',
  'admin-wallet',
  'currencies',
  'languages',
  'cities',
  'states',
  'onboardings',
  'app-menu',
  'payment-methods',
  'delivery-methods',
  'order-status',
  'delivery-system-statuses',
  'notifications',
  'page',
  'app-general',
  'reports',
  'export-import',
  'jobs',
  'scripts',
  'audit-log',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** What support may use: the Stores group and the ECommerce group of the menu. */
const SUPPORT_RESOURCES: ReadonlySet<Resource> = new Set<Resource>([
  'stores',
  'store-types',
  'store-type-collections',
  'orders',
  'live-orders',
]);

/** resource → roles allowed to read and change it. Admin may use everything; anonymous nothing. */
export const PERMISSIONS: Readonly<Record<Resource, readonly Role[]>> = buildMatrix();

function buildMatrix(): Record<Resource, readonly Role[]> {
  const matrix = {} as Record<Resource, readonly Role[]>;
  for (const resource of RESOURCES) {
    matrix[resource] = SUPPORT_RESOURCES.has(resource) ? ['admin', 'support'] : ['admin'];
  }
  return matrix;
}

export function isResource(value: string): value is Resource {
  return (RESOURCES as readonly string[]).includes(value);
}

/** True when a signed-in user with `role` may use `resource`; no role (or anonymous) may use nothing. */
export function canAccess(role: Role | null | undefined, resource: Resource): boolean {
  if (!role) return false;
  return PERMISSIONS[resource].includes(role);
}

/** The resources a role may use, e.g. to filter a menu. */
export function resourcesFor(role: Role | null | undefined): Resource[] {
  return RESOURCES.filter((r) => canAccess(role, r));
}

/**
 * Records a form or a list filter picks from a searchable list (`referenceChoices`), and the screens that
 * pick them. Whoever may use one of those screens may search that entity's id + label, even without its
 * own screen: support fills a store's merchant and city, and filters orders by customer.
 */
export const REFERENCE_PICKERS = {
  Store: ['stores', 'products', 'orders', 'coupons', 'store-sliders', 'store-type-collections'],
  Merchant: ['merchants', 'stores', 'orders', 'filters'],
  Customer: ['customers', 'orders'],
  City: ['cities', 'stores'],
  Category: ['categories', 'products'],
  Currency: ['currencies', 'stores'],
} as const satisfies Record<string, readonly Resource[]>;
export type ReferenceEntity = keyof typeof REFERENCE_PICKERS;
export const REFERENCE_ENTITIES = Object.keys(REFERENCE_PICKERS) as ReferenceEntity[];

/** True when `role` may search the choices of `entity` (it uses a screen that picks one). */
export function canPickReference(role: Role | null | undefined, entity: ReferenceEntity): boolean {
  return REFERENCE_PICKERS[entity].some((resource) => canAccess(role, resource));
}
