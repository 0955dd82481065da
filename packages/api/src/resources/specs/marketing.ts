import type { AnyObjectSchema } from 'yup';
import * as rules from '@market/domain';
import type { ResourceSpec } from '../spec.ts';
import {
  w,
  str,
  optStr,
  bool,
  sortNum,
  ref,
  optRef,
  money,
  optMoney,
  crud,
  bySort,
  newest,
} from './shorthands.ts';

/** Marketing: coupons, sliders, store sliders and app start screens. */
export const MARKETING_SPECS: ResourceSpec[] = [
  {
    type: 'Coupon',
    list: 'coupons',
    table: 'coupons',
    permission: 'coupons',
    rules: rules.couponRules,
    operations: crud,
    defaultSort: newest,
    fields: {
      code: str({ filter: ['eq', 'contains'] }),
      title: str(),
      type: str({ filter: ['eq'] }),
      discountType: str({ filter: ['eq'] }),
      discountValue: money(),
      maxDiscount: optMoney(),
      minOrderAmount: money(),
      validFrom: w('DateTime', { filter: ['range'] }),
      validTo: w('DateTime', { filter: ['range'] }),
      totalLimit: w('Int', { nullable: true }),
      perCustomerLimit: w('Int', { nullable: true }),
      storeId: optRef(),
      storeTypeId: optRef(),
      isActive: bool(),
      redemptions: {
        type: 'Int',
        sql: 'select count(*)::int4 from coupon_redemptions r where r.coupon_id = t.id',
      },
    },
  },
  ...(
    [
      ['Slider', 'sliders', 'sliders', 'sliders', rules.sliderRules, {}],
      [
        'StoreSlider',
        'storeSliders',
        'store_sliders',
        'store-sliders',
        rules.storeSliderRules,
        { storeId: ref() },
      ],
      [
        'AppStart',
        'appStarts',
        'app_starts',
        'app-starts',
        rules.appStartRules,
        { durationSeconds: w('Int') },
      ],
    ] as const
  ).map(([type, list, table, permission, schema, extra]): ResourceSpec => ({
    type,
    list,
    table,
    permission,
    rules: schema as AnyObjectSchema,
    operations: crud,
    defaultSort: bySort,
    fields: {
      ...extra,
      title: str({ filter: ['contains'] }),
      image: str(),
      link: optStr(),
      sort: sortNum(),
      activeFrom: w('DateTime', { nullable: true }),
      activeTo: w('DateTime', { nullable: true }),
      isActive: bool(),
    },
  })),
];
