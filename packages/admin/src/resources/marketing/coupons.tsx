import { COUPON_TYPES, DISCOUNT_TYPES } from '@market/domain';
import { defineMessages } from 'react-intl';
import {
  CouponListDocument,
  CouponRecordDocument,
  CouponStoreTypeOptionsDocument,
  CreateCouponRecordDocument,
  DeleteCouponRecordDocument,
  UpdateCouponRecordDocument,
  type CouponListQuery,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { ChoiceCell, choicesOf, DateTimeCell, PercentCell } from '../framework/cells.tsx';
import { defineResource, resourceMessages as rm, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const couponsDocuments = /* GraphQL */ `
  fragment CouponFields on Coupon @standardDocuments {
    id
    version
    code
    title
    type
    discountType
    discountValue
    maxDiscount
    minOrderAmount
    validFrom
    validTo
    totalLimit
    perCustomerLimit
    storeId
    storeTypeId
    redemptions
    isActive
  }
  query CouponStoreTypeOptions {
    list: storeTypes(first: 200, sort: { field: name }) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`;

type CouponRow = CouponListQuery['list']['nodes'][number];

const messages = defineMessages({
  singular: { id: 'resource.coupons.singular', defaultMessage: 'coupon' },
  code: { id: 'resource.coupons.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'resource.coupons.codeHint',
    defaultMessage: 'What customers enter at checkout: letters, digits, dashes and underscores',
  },
  title: { id: 'resource.coupons.title', defaultMessage: 'Title' },
  type: { id: 'resource.coupons.type', defaultMessage: 'Type' },
  discountType: { id: 'resource.coupons.discountType', defaultMessage: 'Discount type' },
  discountValue: { id: 'resource.coupons.discountValue', defaultMessage: 'Discount' },
  discountValueHint: {
    id: 'resource.coupons.discountValueHint',
    defaultMessage:
      'Fixed: the amount in cents (1000 = 10.00). Percentage: a whole percentage from 1 to 100.',
  },
  maxDiscount: { id: 'resource.coupons.maxDiscount', defaultMessage: 'Maximum discount' },
  maxDiscountHint: {
    id: 'resource.coupons.maxDiscountHint',
    defaultMessage: 'Caps a percentage discount; empty for no cap',
  },
  minOrderAmount: { id: 'resource.coupons.minOrderAmount', defaultMessage: 'Minimum order amount' },
  validFrom: { id: 'resource.coupons.validFrom', defaultMessage: 'Valid from' },
  validTo: { id: 'resource.coupons.validTo', defaultMessage: 'Valid to' },
  totalLimit: { id: 'resource.coupons.totalLimit', defaultMessage: 'Total uses' },
  perCustomerLimit: { id: 'resource.coupons.perCustomerLimit', defaultMessage: 'Uses per customer' },
  limitHint: { id: 'resource.coupons.limitHint', defaultMessage: 'Empty for no limit' },
  store: { id: 'resource.coupons.store', defaultMessage: 'Only at store' },
  storeType: { id: 'resource.coupons.storeType', defaultMessage: 'Only at stores of type' },
  redemptions: { id: 'resource.coupons.redemptions', defaultMessage: 'Times used' },
  isActive: { id: 'resource.coupons.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.coupons.search', defaultMessage: 'Search by code' },
});

const typeLabels = defineMessages({
  deduct: { id: 'resource.coupons.type.deduct', defaultMessage: 'Deduct from the order' },
  cashback: { id: 'resource.coupons.type.cashback', defaultMessage: 'Cashback to the wallet' },
});

const discountTypeLabels = defineMessages({
  fixed: { id: 'resource.coupons.discountType.fixed', defaultMessage: 'Fixed amount' },
  percentage: { id: 'resource.coupons.discountType.percentage', defaultMessage: 'Percentage' },
});

export const COUPON_TYPE_CHOICES = choicesOf(COUPON_TYPES, typeLabels);
export const DISCOUNT_TYPE_CHOICES = choicesOf(DISCOUNT_TYPES, discountTypeLabels);

/** A percentage coupon keeps a whole percentage in `discountValue`; a fixed one an amount in minor units. */
function DiscountCell({ row }: { row: CouponRow }) {
  return row.discountType === 'percentage' ? (
    <PercentCell value={row.discountValue} />
  ) : (
    <Amount value={row.discountValue} />
  );
}

export const coupons = defineResource({
  resource: PAGES.coupons.resource,
  listName: 'coupons',
  entityType: 'Coupon',
  path: PAGES.coupons.path,
  documents: {
    list: CouponListDocument,
    get: CouponRecordDocument,
    create: CreateCouponRecordDocument,
    update: UpdateCouponRecordDocument,
    delete: DeleteCouponRecordDocument,
  },
  columns: [
    { id: 'code', header: messages.code },
    { id: 'title', header: messages.title },
    {
      id: 'type',
      header: messages.type,
      cell: (row) => <ChoiceCell value={row.type} choices={COUPON_TYPE_CHOICES} />,
    },
    {
      id: 'discountValue',
      header: messages.discountValue,
      align: 'end',
      cell: (row) => <DiscountCell row={row} />,
    },
    {
      id: 'minOrderAmount',
      header: messages.minOrderAmount,
      align: 'end',
      cell: (row) => <Amount value={row.minOrderAmount} />,
    },
    {
      id: 'validFrom',
      header: messages.validFrom,
      fit: true,
      cell: (row) => <DateTimeCell value={row.validFrom} />,
    },
    {
      id: 'validTo',
      header: messages.validTo,
      fit: true,
      cell: (row) => <DateTimeCell value={row.validTo} />,
    },
    { id: 'redemptions', header: messages.redemptions, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'code_contains', label: messages.search, kind: 'text' },
    { name: 'type', label: messages.type, kind: 'select', choices: COUPON_TYPE_CHOICES },
    { name: 'discountType', label: messages.discountType, kind: 'select', choices: DISCOUNT_TYPE_CHOICES },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'code', label: messages.code, kind: 'text', hint: messages.codeHint },
    { name: 'title', label: messages.title, kind: 'text' },
    { name: 'type', label: messages.type, kind: 'select', choices: COUPON_TYPE_CHOICES },
    { name: 'discountType', label: messages.discountType, kind: 'select', choices: DISCOUNT_TYPE_CHOICES },
    // One number for both discount types (see DiscountCell), so not a money field.
    {
      name: 'discountValue',
      label: messages.discountValue,
      kind: 'number',
      hint: messages.discountValueHint,
    },
    { name: 'maxDiscount', label: messages.maxDiscount, kind: 'money', hint: messages.maxDiscountHint },
    { name: 'minOrderAmount', label: messages.minOrderAmount, kind: 'money' },
    { name: 'validFrom', label: messages.validFrom, kind: 'datetime' },
    { name: 'validTo', label: messages.validTo, kind: 'datetime' },
    { name: 'totalLimit', label: messages.totalLimit, kind: 'number', hint: messages.limitHint },
    { name: 'perCustomerLimit', label: messages.perCustomerLimit, kind: 'number', hint: messages.limitHint },
    // Left empty, the coupon holds at every store.
    { name: 'storeId', label: messages.store, kind: 'reference', reference: 'Store' },
    {
      name: 'storeTypeId',
      label: messages.storeType,
      kind: 'reference',
      options: { document: CouponStoreTypeOptionsDocument, labelField: 'name' },
    },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  bulkActive: true,
  rowLabel: (row) => row.code,
  // Coupons sort by creation only on the server.
  defaultSort: { field: 'createdAt', direction: 'desc' },
  formSections: [
    { id: 'general', title: rm.sectionGeneral, fields: ['code', 'title', 'type'] },
    {
      id: 'discount',
      title: rm.sectionDiscount,
      fields: ['discountType', 'discountValue', 'maxDiscount', 'minOrderAmount'],
    },
    {
      id: 'validity',
      title: rm.sectionValidity,
      fields: ['validFrom', 'validTo', 'totalLimit', 'perCustomerLimit'],
    },
    { id: 'scope', title: rm.sectionScope, fields: ['storeId', 'storeTypeId'] },
    { id: 'status', title: rm.sectionStatus, fields: ['isActive'], side: true },
  ],
  rules: 'couponRules',
  messages: { title: titles.coupons, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(coupons);
