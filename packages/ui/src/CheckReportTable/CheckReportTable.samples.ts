import type { CheckReportError } from './CheckReportTable.types.ts';

// A products check with typical problems (fixed values for stories and tests).
export const productErrors: CheckReportError[] = [
  { row: 4, column: 'price_minor', value: '12.50', message: 'Price must be a whole number of minor units.' },
  {
    row: 9,
    column: 'store_slug',
    value: 'green-baskett',
    message: 'No store with the slug "green-baskett".',
  },
  { row: 17, column: 'name', value: null, message: 'Name is required.' },
  { row: 23, column: null, value: null, message: 'This row has 9 cells; the header has 8.' },
  {
    row: 31,
    column: 'sku',
    value: 'GB-001',
    message: 'SKU GB-001 appears twice in the file (rows 2 and 31).',
  },
];

export const manyErrors = (count: number): CheckReportError[] =>
  Array.from({ length: count }, (_, i) => ({
    row: i * 3 + 2,
    column: 'category_slug',
    value: `vegetables-${i}`,
    message: `No category with the slug "vegetables-${i}".`,
  }));
