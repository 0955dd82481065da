import type { ResourceSpec } from '../spec.ts';
import { CATALOG_SPECS } from './catalog.ts';
import { CONFIGURATION_SPECS } from './configuration.ts';
import { CUSTOMER_SPECS } from './customers.ts';
import { JOB_SPECS } from './jobs.ts';
import { MARKETING_SPECS } from './marketing.ts';
import { MERCHANT_SPECS } from './merchants.ts';
import { ORDER_SPECS } from './orders.ts';
import { STAFF_SPECS } from './staff.ts';
import { STORE_SPECS } from './stores.ts';
import { WALLET_SPECS } from './wallets.ts';

/**
 * Every entity the generic resource operations serve, one file per area of the admin's menu. A new entity
 * goes into its area's file (or a new area file listed here).
 */
export const RESOURCE_SPECS: ResourceSpec[] = [
  ...CATALOG_SPECS,
  ...STORE_SPECS,
  ...ORDER_SPECS,
  ...MARKETING_SPECS,
  ...CUSTOMER_SPECS,
  ...MERCHANT_SPECS,
  ...STAFF_SPECS,
  ...WALLET_SPECS,
  ...CONFIGURATION_SPECS,
  ...JOB_SPECS,
];

export function resourceSpec(type: string): ResourceSpec {
  const spec = RESOURCE_SPECS.find((s) => s.type === type);
  if (!spec) throw new Error(`no resource ${type}`);
  return spec;
}
