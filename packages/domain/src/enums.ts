/** Staff roles. A self-registered account has no role until an admin grants one. */
export const ROLES = ['admin', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** Payment status codes as the spec numbers them. */
export const PAYMENT_STATUS = { PENDING: 1, PROCESSING: 2, SUCCESS: 3, FAILED: 4 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  1: 'Pending',
  2: 'Processing',
  3: 'Success',
  4: 'Failed',
};
/** 1 → 2 → 3 or 4; a failed payment may be retried (4 → 2). */
export const PAYMENT_STATUS_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  1: [2],
  2: [3, 4],
  3: [],
  4: [2],
};
export function canMovePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_STATUS_TRANSITIONS[from].includes(to);
}

export const COUPON_TYPES = ['deduct', 'cashback'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const COMMISSION_TYPES = ['percent', 'fixed'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

export const MERCHANT_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const WALLET_OWNER_TYPES = ['customer', 'merchant', 'platform'] as const;
export type WalletOwnerType = (typeof WALLET_OWNER_TYPES)[number];

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What an order status means to the money rules (cashback, reversals); a status without one (null) is
 * an order still in progress. Statuses are configurable, so this is set per status.
 */
export const ORDER_STATUS_OUTCOMES = ['delivered', 'cancelled', 'refunded'] as const;
export type OrderStatusOutcome = (typeof ORDER_STATUS_OUTCOMES)[number];

/** Store timeslot weekdays, 0 = Sunday as in the spec's Sunday..Saturday order. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The default order statuses a fresh database starts with; staff may add more. */
export const DEFAULT_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
] as const;
