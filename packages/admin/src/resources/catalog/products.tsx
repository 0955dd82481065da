import { defineMessages } from 'react-intl';
import {
  CreateProductRecordDocument,
  DeleteProductRecordDocument,
  ProductListDocument,
  ProductRecordDocument,
  UpdateProductRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { defineResource, resourceMessages as rm, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const productsDocuments = /* GraphQL */ `
  fragment ProductFields on Product @standardDocuments {
    id
    version
    name
    sku
    description
    image
    storeId
    storeName
    currencyCode
    categoryId
    categoryName
    price
    compareAtPrice
    stock
    isAvailable
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.products.singular', defaultMessage: 'product' },
  name: { id: 'resource.products.name', defaultMessage: 'Name' },
  sku: { id: 'resource.products.sku', defaultMessage: 'SKU' },
  description: { id: 'resource.products.description', defaultMessage: 'Description' },
  image: { id: 'resource.products.image', defaultMessage: 'Image' },
  store: { id: 'resource.products.store', defaultMessage: 'Store' },
  category: { id: 'resource.products.category', defaultMessage: 'Category' },
  price: { id: 'resource.products.price', defaultMessage: 'Price' },
  compareAtPrice: { id: 'resource.products.compareAtPrice', defaultMessage: 'Compare-at price' },
  compareAtPriceHint: {
    id: 'resource.products.compareAtPriceHint',
    defaultMessage: 'The former price, shown struck through; at least the price',
  },
  stock: { id: 'resource.products.stock', defaultMessage: 'Stock' },
  isAvailable: { id: 'resource.products.isAvailable', defaultMessage: 'Available' },
  lowStock: { id: 'resource.products.lowStock', defaultMessage: 'Low stock' },
  search: { id: 'resource.products.search', defaultMessage: 'Search by name' },
});

export const products = defineResource({
  resource: PAGES.products.resource,
  listName: 'products',
  entityType: 'Product',
  path: PAGES.products.path,
  documents: {
    list: ProductListDocument,
    get: ProductRecordDocument,
    create: CreateProductRecordDocument,
    update: UpdateProductRecordDocument,
    delete: DeleteProductRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'sku', header: messages.sku },
    { id: 'storeName', header: messages.store },
    { id: 'categoryName', header: messages.category },
    // Prices are in the currency of the product's store.
    {
      id: 'price',
      header: messages.price,
      sortable: true,
      align: 'end',
      cell: (row) => <Amount value={row.price} currency={row.currencyCode} />,
    },
    {
      id: 'compareAtPrice',
      header: messages.compareAtPrice,
      align: 'end',
      cell: (row) => <Amount value={row.compareAtPrice} currency={row.currencyCode} />,
    },
    { id: 'stock', header: messages.stock, align: 'end' },
    { id: 'isAvailable', header: messages.isAvailable, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'sku', label: messages.sku, kind: 'text' },
    { name: 'storeId', label: messages.store, kind: 'reference', reference: 'Store' },
    { name: 'isAvailable', label: messages.isAvailable, kind: 'boolean' },
    // At or below the threshold of the catalogue settings (/catalog/settings-general).
    { name: 'lowStock', label: messages.lowStock, kind: 'boolean' },
  ],
  fields: [
    { name: 'storeId', label: messages.store, kind: 'reference', reference: 'Store' },
    { name: 'categoryId', label: messages.category, kind: 'reference', reference: 'Category' },
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'sku', label: messages.sku, kind: 'text' },
    { name: 'description', label: messages.description, kind: 'textarea' },
    { name: 'price', label: messages.price, kind: 'money', currencyFrom: 'storeId' },
    {
      name: 'compareAtPrice',
      label: messages.compareAtPrice,
      kind: 'money',
      currencyFrom: 'storeId',
      hint: messages.compareAtPriceHint,
    },
    { name: 'stock', label: messages.stock, kind: 'number' },
    { name: 'isAvailable', label: messages.isAvailable, kind: 'switch' },
    { name: 'image', label: messages.image, kind: 'image', uploadKind: 'image' },
  ],
  bulkActive: true,
  rowLabel: (row) => `${row.name} (${row.sku})`,
  defaultSort: { field: 'name', direction: 'asc' },
  formSections: [
    {
      id: 'general',
      title: rm.sectionGeneral,
      fields: ['name', 'sku', 'storeId', 'categoryId', 'description'],
    },
    { id: 'price', title: rm.sectionPriceStock, fields: ['price', 'compareAtPrice', 'stock'] },
    { id: 'images', title: rm.sectionMedia, fields: ['image'] },
    { id: 'status', title: rm.sectionStatus, fields: ['isAvailable'], side: true },
  ],
  rules: 'productRules',
  messages: { title: titles.products, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(products);
