import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  RESOURCES,
  canAccess,
  canPickReference,
  canMovePaymentStatus,
  couponRules,
  currencyRules,
  customerRules,
  EMAIL_MAX,
  filterRules,
  helpRules,
  languageRules,
  orderStatusRules,
  percentOf,
  resourcesFor,
  stateRules,
  storeRules,
  storeTimeslotRules,
  storeTimeslotSetRules,
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
  it('refuses an email longer than EMAIL_MAX with a message the forms translate', () => {
    const long = `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(4)}com`;
    expect(long.length).toBeGreaterThan(EMAIL_MAX);
    const r = validate(customerRules, { name: 'Ann', email: long });
    expect(r).toMatchObject({ ok: false, fields: { email: `Must be at most ${EMAIL_MAX} characters` } });
  });

  it('accepts a valid language and fills defaults', () => {
    const r = validate(languageRules, { name: 'English', code: 'en', locale: 'en-US' });
    expect(r).toEqual({
      ok: true,
      value: { name: 'English', code: 'en', locale: 'en-US', isRtl: false, isDefault: false },
    });
  });
  it('strips keys the rules do not know, also ones named like Object.prototype members, and never changes the input', () => {
    const input = JSON.parse(
      '{"name": "English", "code": "en", "locale": "en-US", "toString": 0, "valueOf": {}}',
    ) as Record<string, unknown>;
    const copy = structuredClone(input);
    const r = validate(languageRules, input);
    expect(r).toEqual({
      ok: true,
      value: { name: 'English', code: 'en', locale: 'en-US', isRtl: false, isDefault: false },
    });
    expect(input).toEqual(copy);
    // A flat input of known keys only (passed through as it is) is validated the same and left as it was.
    const flat = { name: ' ', code: 'e', locale: 'en-US' };
    expect(validate(languageRules, flat)).toMatchObject({
      ok: false,
      fields: { name: 'Field cannot be blank' },
    });
    expect(flat).toEqual({ name: ' ', code: 'e', locale: 'en-US' });
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
  it('gives an order status an optional outcome and a set of next statuses that never includes itself', () => {
    const base = { code: 'delivered', name: 'Delivered', colour: '#52c41a' };
    const plain = validate(orderStatusRules, { ...base, outcome: '' });
    expect(plain.ok && plain.value).toMatchObject({ outcome: null, nextStatuses: [] });
    expect(validate(orderStatusRules, { ...base, outcome: 'lost' })).toEqual({
      ok: false,
      fields: { outcome: 'Must be one of: delivered, cancelled, refunded' },
    });
    expect(validate(orderStatusRules, { ...base, nextStatuses: ['refunded', 'delivered'] })).toEqual({
      ok: false,
      fields: { nextStatuses: 'A status cannot follow itself' },
    });
    const ok = validate(orderStatusRules, { ...base, outcome: 'delivered', nextStatuses: ['refunded'] });
    expect(ok.ok && ok.value).toMatchObject({ outcome: 'delivered', nextStatuses: ['refunded'] });
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

describe('reference pickers', () => {
  it('lets support search what the stores and orders screens pick, and nothing else', () => {
    expect(canPickReference('support', 'Merchant')).toBe(true);
    expect(canPickReference('support', 'City')).toBe(true);
    expect(canPickReference('support', 'Customer')).toBe(true);
    expect(canPickReference('support', 'Category')).toBe(false);
    expect(canPickReference('admin', 'Category')).toBe(true);
    expect(canPickReference(null, 'Store')).toBe(false);
  });
});

describe('store location and opening hours', () => {
  const store = {
    merchantId: '00000000-0000-4000-8000-000000000001',
    storeTypeId: '00000000-0000-4000-8000-000000000002',
    name: 'Corner Bakery',
    slug: 'corner-bakery',
  };
  it('takes coordinates with up to six decimals, within the globe', () => {
    expect(validate(storeRules, { ...store, lat: 30.044419, lng: 31.235712 }).ok).toBe(true);
    const r = validate(storeRules, { ...store, lat: 30.0444191, lng: -180.5 });
    expect(r.ok ? {} : r.fields).toEqual({
      lat: 'Use at most 6 decimal places',
      lng: 'Must be at least -180',
    });
  });
  it('refuses inverted and overlapping slots of one day, on the slot at fault', () => {
    const r = validate(storeTimeslotSetRules, {
      storeId: store.merchantId,
      timeslots: [
        { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
        { weekday: 1, opensAt: '13:00', closesAt: '18:00' },
        { weekday: 2, opensAt: '13:00', closesAt: '18:00' },
        { weekday: 3, opensAt: '18:00', closesAt: '09:00' },
      ],
    });
    expect(r.ok ? {} : r.fields).toEqual({
      'timeslots[0].opensAt': 'Overlaps another slot on the same day',
      'timeslots[1].opensAt': 'Overlaps another slot on the same day',
      'timeslots[3].closesAt': 'Must be after the opening time',
    });
    const touching = validate(storeTimeslotSetRules, {
      storeId: store.merchantId,
      timeslots: [
        { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
        { weekday: 1, opensAt: '14:00:00', closesAt: '18:00' },
      ],
    });
    expect(touching.ok).toBe(true);
    // Slots are kept to the minute, so a slot shorter than one is empty, not valid.
    const withinAMinute = validate(storeTimeslotSetRules, {
      storeId: store.merchantId,
      timeslots: [{ weekday: 4, opensAt: '09:00:10', closesAt: '09:00:50' }],
    });
    expect(withinAMinute.ok ? {} : withinAMinute.fields).toEqual({
      'timeslots[0].closesAt': 'Must be after the opening time',
    });
  });
});
