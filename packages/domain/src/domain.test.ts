import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  RESOURCES,
  canAccess,
  canMovePaymentStatus,
  couponRules,
  currencyRules,
  filterRules,
  helpRules,
  languageRules,
  percentOf,
  resourcesFor,
  stateRules,
  storeTimeslotRules,
  validate,
  walletAdjustmentRules,
  ERROR_MESSAGES,
} from './index.ts';

describe('permission matrix', () => {
  it('lets support use only stores, store types, collections, orders and the live board', () => {
    expect(resourcesFor('support').sort()).toEqual(
      ['live-orders', 'orders', 'store-type-collections', 'store-types', 'stores'].sort(),
    );
  });
  it('lets admin use everything and anonymous nothing', () => {
    expect(resourcesFor('admin')).toEqual([...RESOURCES]);
    expect(resourcesFor(null)).toEqual([]);
    expect(canAccess(undefined, 'orders')).toBe(false);
  });
  it('keys the matrix by resource names the menu uses', () => {
    expect(PERMISSIONS.coupons).toEqual(['admin']);
    expect(PERMISSIONS.stores).toEqual(['admin', 'support']);
  });
});

describe('entity rules', () => {
  it('reports blank and length errors per field', () => {
    const r = validate(languageRules, { name: ' ', code: 'e', locale: 'en-US' });
    expect(r).toEqual({
      ok: false,
      fields: { name: 'Field cannot be blank', code: 'Must be at least 2 characters' },
    });
  });
  it('accepts a valid language and fills defaults', () => {
    const r = validate(languageRules, { name: 'English', code: 'en', locale: 'en-US' });
    expect(r).toEqual({
      ok: true,
      value: { name: 'English', code: 'en', locale: 'en-US', isRtl: false, isDefault: false },
    });
  });
  it('applies the spec limits for filters, help, currency and state', () => {
    const filter = validate(filterRules, { merchantId: 'x', name: 'A', description: 'abc', slug: 'ab' });
    expect(filter.ok ? {} : Object.keys(filter.fields).sort()).toEqual([
      'description',
      'merchantId',
      'name',
      'slug',
    ]);
    const help = validate(helpRules, { question: 'short', answer: 'short' });
    expect(help.ok ? {} : Object.keys(help.fields).sort()).toEqual(['answer', 'question']);
    expect(validate(currencyRules, { name: 'Dollar', code: 'usd' }).ok).toBe(false);
    expect(validate(currencyRules, { name: 'US Dollar', code: 'USD' }).ok).toBe(true);
    expect(validate(stateRules, { name: 'Texas', code: 'TXS' })).toEqual({
      ok: false,
      fields: { code: 'Must be exactly 2 characters' },
    });
  });
  it('checks cross-field rules', () => {
    const coupon = validate(couponRules, {
      code: 'SAVE10',
      title: 'Save ten',
      type: 'deduct',
      discountType: 'percentage',
      discountValue: 150,
      validFrom: '2026-02-01',
      validTo: '2026-01-01',
    });
    expect(coupon.ok ? {} : coupon.fields).toEqual({
      discountValue: 'A percentage cannot exceed 100',
      validTo: 'Must be after the start date',
    });
    const slot = validate(storeTimeslotRules, {
      storeId: '00000000-0000-4000-8000-000000000000',
      weekday: 1,
      opensAt: '18:00',
      closesAt: '09:00',
    });
    expect(slot.ok ? {} : slot.fields).toEqual({ closesAt: 'Must be after the opening time' });
  });
  it('stores an unpicked optional reference and a cleared coupon limit as null', () => {
    const coupon = validate(couponRules, {
      code: 'SAVE10',
      title: 'Save ten',
      type: 'deduct',
      discountType: 'fixed',
      discountValue: 1000,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2026-02-01T00:00:00.000Z',
      storeId: '',
      storeTypeId: '',
      totalLimit: '',
      perCustomerLimit: 2,
    });
    expect(coupon.ok && coupon.value).toMatchObject({
      storeId: null,
      storeTypeId: null,
      totalLimit: null,
      perCustomerLimit: 2,
    });
  });
  it('keeps money in whole minor units', () => {
    const r = validate(walletAdjustmentRules, {
      accountId: '00000000-0000-4000-8000-000000000000',
      amount: 10.5,
      reason: 'refund',
      idempotencyKey: 'abcdefgh',
    });
    expect(r.ok ? {} : r.fields).toEqual({ amount: 'Must be whole minor units' });
    expect(percentOf(1999, 15)).toBe(300);
  });
});

describe('enums and errors', () => {
  it('moves payment status 1 → 2 → 3|4 and 4 → 2', () => {
    expect(canMovePaymentStatus(1, 2)).toBe(true);
    expect(canMovePaymentStatus(2, 4)).toBe(true);
    expect(canMovePaymentStatus(4, 2)).toBe(true);
    expect(canMovePaymentStatus(3, 1)).toBe(false);
  });
  it('carries the spec messages', () => {
    expect(ERROR_MESSAGES['700']).toBe('Something went wrong!');
    expect(ERROR_MESSAGES['701']).toBe('There are cities attached to this state');
  });
});
