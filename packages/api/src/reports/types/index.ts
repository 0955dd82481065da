import type { ReportSql } from '../spec.ts';
import {
  customerCreditSql,
  customerOrdersSql,
  customerReturnsSql,
  customerRewardPointsSql,
  customerSignupSql,
} from './customers.ts';
import { merchantOrdersSql, merchantReturnsSql, merchantSignupSql } from './merchants.ts';
import { productReturnsSql, productsPurchasedSql } from './products.ts';
import {
  salesCommissionSql,
  salesCouponSql,
  salesOrdersSql,
  salesReturnsSql,
  salesShippingSql,
} from './sales.ts';

/** Every report type's SQL; `reports.test.ts` checks there is one for each description in @market/domain. */
export const REPORT_SQL: readonly ReportSql[] = [
  salesOrdersSql,
  salesReturnsSql,
  salesShippingSql,
  salesCouponSql,
  salesCommissionSql,
  merchantSignupSql,
  merchantOrdersSql,
  merchantReturnsSql,
  productsPurchasedSql,
  productReturnsSql,
  customerSignupSql,
  customerOrdersSql,
  customerReturnsSql,
  customerCreditSql,
  customerRewardPointsSql,
];

export const reportSql = (type: string): ReportSql | undefined =>
  REPORT_SQL.find((r) => r.description.type === type);
