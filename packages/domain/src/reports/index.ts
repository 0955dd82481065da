import {
  customerCredit,
  customerOrders,
  customerReturns,
  customerRewardPoints,
  customerSignup,
} from './customers.ts';
import { merchantOrders, merchantReturns, merchantSignup } from './merchants.ts';
import { productReturns, productsPurchased } from './products.ts';
import { salesCommission, salesCoupon, salesOrders, salesReturns, salesShipping } from './sales.ts';
import type { ReportColumnDescription, ReportDescription, ReportGrouping } from './types.ts';

export * from './types.ts';
export * from './range.ts';
export * from './sales.ts';
export * from './merchants.ts';
export * from './products.ts';
export * from './customers.ts';

/** Every report, in menu order. Adding a report type: one description here, its SQL in packages/api. */
export const REPORTS = [
  salesOrders,
  salesReturns,
  salesShipping,
  salesCoupon,
  salesCommission,
  merchantSignup,
  merchantOrders,
  merchantReturns,
  productsPurchased,
  productReturns,
  customerSignup,
  customerOrders,
  customerReturns,
  customerCredit,
  customerRewardPoints,
] as const satisfies readonly ReportDescription[];

export const REPORT_TYPES = REPORTS.map((r) => r.type);

export function reportDescription(type: string): ReportDescription | undefined {
  return REPORTS.find((r) => r.type === type);
}

/** The columns a report has with a grouping (null: its default, or none for per-entity reports). */
export function reportColumns(
  report: ReportDescription,
  groupBy: ReportGrouping | null,
): ReportColumnDescription[] {
  const grouping = groupBy ?? report.groupings[0] ?? null;
  return report.columns.filter((c) => !c.onlyFor || (grouping !== null && c.onlyFor.includes(grouping)));
}
