// The lists an export job can write, each with its list's description (for its filters), loaded when chosen.
import type { MessageDescriptor } from 'react-intl';
import type { ResourceDescription, ResourceRow } from '../resources/framework/index.ts';
import { titles } from '../shell/titles.ts';

type AnyDescription = ResourceDescription<ResourceRow>;
const as = (d: unknown) => d as AnyDescription;

export interface ExportEntity {
  /** The list name the server knows (GET /api/export/:list, startExport's entity). */
  key: string;
  title: MessageDescriptor;
  load: () => Promise<AnyDescription>;
}

export const EXPORT_ENTITIES: readonly ExportEntity[] = [
  {
    key: 'orders',
    title: titles.orders,
    load: () => import('../resources/ecommerce/orders.tsx').then((m) => as(m.orders)),
  },
  {
    key: 'products',
    title: titles.products,
    load: () => import('../resources/catalog/products.tsx').then((m) => as(m.products)),
  },
  {
    key: 'categories',
    title: titles.categories,
    load: () => import('../resources/catalog/categories.tsx').then((m) => as(m.categories)),
  },
  {
    key: 'stores',
    title: titles.stores,
    load: () => import('../resources/stores/stores.tsx').then((m) => as(m.stores)),
  },
  {
    key: 'customers',
    title: titles.customers,
    load: () => import('../resources/users/customers.tsx').then((m) => as(m.customers)),
  },
  {
    key: 'merchants',
    title: titles.merchants,
    load: () => import('../resources/users/merchants.tsx').then((m) => as(m.merchants)),
  },
  {
    key: 'coupons',
    title: titles.coupons,
    load: () => import('../resources/marketing/coupons.tsx').then((m) => as(m.coupons)),
  },
  {
    key: 'cities',
    title: titles.cities,
    load: () => import('../resources/configuration/cities.tsx').then((m) => as(m.cities)),
  },
];

/** The title of an import entity key ('products', 'customer-groups'…), or null when no page has one. */
export function entityTitle(key: string): MessageDescriptor | null {
  const camel = key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof typeof titles;
  return titles[camel] ?? null;
}
