import type { ImportEntityDescription } from '../entity.ts';
import { categories } from './categories.ts';
import { cities } from './cities.ts';
import { coupons } from './coupons.ts';
import { customers } from './customers.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';

/** Every entity a CSV can be imported into, in the order the page offers them. */
export const importEntities: readonly ImportEntityDescription[] = [
  products,
  categories,
  customers,
  stores,
  coupons,
  cities,
];

export function importEntity(key: string): ImportEntityDescription | undefined {
  return importEntities.find((e) => e.key === key);
}
