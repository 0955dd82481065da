import * as yup from 'yup';
import {
  count,
  flag,
  optionalMoney,
  optionalText,
  optionalUuid,
  requiredMoney,
  slug,
  sort,
  text,
  uuid,
} from '../rules.ts';

// The catalogue: filters, help, categories and products.

export const filterGroupRules = yup.object({
  name: text(2, 30),
  slug: slug(3, 60),
  sort: sort(),
});

export const filterRules = yup.object({
  groupId: optionalUuid(),
  merchantId: uuid(),
  name: text(2, 30),
  description: text(5, 200),
  slug: slug(3, 60),
});

export const helpCategoryRules = yup.object({
  name: text(2, 80),
  sort: sort(),
  isActive: flag(true),
});

export const helpRules = yup.object({
  categoryId: optionalUuid(),
  question: text(10, 100),
  answer: text(15, 1000),
  sort: sort(),
  isActive: flag(true),
});

export const categoryRules = yup.object({
  parentId: optionalUuid(),
  name: text(2, 80),
  slug: slug(2, 80),
  image: optionalText(500),
  sort: sort(),
  isActive: flag(true),
});

export const productRules = yup
  .object({
    storeId: uuid(),
    categoryId: optionalUuid(),
    name: text(2, 160),
    sku: text(1, 64),
    description: optionalText(5000),
    image: optionalText(500),
    price: requiredMoney(),
    compareAtPrice: optionalMoney(),
    stock: count(10_000_000).default(0),
    isAvailable: flag(true),
  })
  .test('compare-price', 'Compare-at price must be at least the price', function (p) {
    if (p.compareAtPrice == null || p.compareAtPrice >= p.price) return true;
    return this.createError({ path: 'compareAtPrice', message: 'Must be at least the price' });
  });
