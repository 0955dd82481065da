// What the catalog and store descriptions add on top of the framework: amounts in minor units shown as
// money, a commission whose unit depends on its type, and a product form that picks its store.
import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateProductRecordDocument, ProductListDocument, StoreListDocument } from '../graphql/generated.ts';
import { products } from './catalog/products.tsx';
import type { ResourceDescription, ResourceRow } from './framework/index.ts';
import { createResourceRouter, referenceMocks, ResourceHarness } from './framework/testing.tsx';
import { stores } from './stores/stores.tsx';

// The shared 2-core machine is often busy: give lazy pages and mocked answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

const byName = { first: 25, offset: 0, filter: null, sort: { field: 'name', direction: 'ASC' } };

function renderAt<Row extends ResourceRow>(
  path: string,
  mocks: MockLink.MockedResponse[],
  description: ResourceDescription<Row>,
) {
  const router = createResourceRouter(description, path);
  render(<ResourceHarness description={description} path={path} mocks={mocks} router={router} />);
  return router;
}

const product = (id: string, name: string, price: number, compareAtPrice: number | null) => ({
  __typename: 'Product' as const,
  id,
  version: 1,
  name,
  sku: `SKU-${id}`,
  description: null,
  image: null,
  storeId: 'a0000000-0000-4000-8000-000000000001',
  storeName: 'Corner Bakery',
  currencyCode: 'USD',
  categoryId: null,
  categoryName: null,
  price,
  compareAtPrice,
  stock: 7,
  isAvailable: true,
});

const store = (id: string, name: string, commissionType: string, commissionValue: number) => ({
  __typename: 'Store' as const,
  id,
  version: 1,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  merchantId: 'b0000000-0000-4000-8000-000000000001',
  merchantName: 'Nile Foods',
  storeTypeId: 'c0000000-0000-4000-8000-000000000001',
  storeTypeName: 'Bakery',
  cityId: null,
  cityName: null,
  currencyCode: 'USD',
  zipCode: null,
  address: null,
  lat: null,
  lng: null,
  logo: null,
  banner: null,
  asap: true,
  preparationTime: 20,
  bufferTime: 0,
  minimumOrderAmount: 1500,
  maximumOrderAmount: null,
  freeDeliveryAmount: null,
  commissionType,
  commissionValue,
  discount: 0,
  averagePrice: null,
  metaTitle: null,
  metaDescription: null,
  isOpen: true,
  isActive: true,
});

describe('the products list', () => {
  it('shows prices held in minor units as money, and no compare-at price when there is none', async () => {
    renderAt(
      '/catalog/products',
      [
        {
          request: { query: ProductListDocument, variables: byName },
          result: {
            data: {
              list: {
                __typename: 'ProductConnection',
                totalCount: 2,
                nodes: [product('p1', 'Croissant', 1250, 1500), product('p2', 'Baguette', 399, null)],
              },
            },
          },
        },
      ],
      products,
    );
    const croissant = (await screen.findByText('Croissant')).closest('tr');
    expect(croissant).toHaveTextContent('$12.50');
    expect(croissant).toHaveTextContent('$15.00');
    const baguette = screen.getByText('Baguette').closest('tr');
    expect(baguette).toHaveTextContent('$3.99');
    expect(baguette?.textContent?.match(/\$/g)).toHaveLength(1);
  });
});

describe('the stores list', () => {
  it('shows a percent commission as a percentage and a fixed one as money', async () => {
    renderAt(
      '/catalog/stores',
      [
        {
          request: { query: StoreListDocument, variables: byName },
          result: {
            data: {
              list: {
                __typename: 'StoreConnection',
                totalCount: 2,
                nodes: [
                  store('s1', 'Corner Bakery', 'percent', 12),
                  store('s2', 'Harbour Fish', 'fixed', 250),
                ],
              },
            },
          },
        },
      ],
      stores,
    );
    const percent = (await screen.findByText('Corner Bakery')).closest('tr');
    expect(percent).toHaveTextContent('12%');
    expect(percent).toHaveTextContent('$15.00');
    expect(screen.getByText('Harbour Fish').closest('tr')).toHaveTextContent('$2.50');
  });
});

describe('the product form', () => {
  it('searches the store, prices in its currency and saves the price in minor units', async () => {
    const user = userEvent.setup();
    const storeId = 'a0000000-0000-4000-8000-000000000002';
    const created = vi.fn(() => ({ data: { saved: { __typename: 'Product', id: 'p9', version: 1 } } }));
    const router = renderAt(
      '/catalog/products/edit',
      [
        ...referenceMocks({
          Store: [
            {
              id: 'a0000000-0000-4000-8000-000000000001',
              label: 'Corner Bakery',
              detail: null,
              currencyCode: 'USD',
            },
            { id: storeId, label: 'Harbour Fish', detail: 'Alexandria', currencyCode: 'EGP' },
          ],
        }),
        {
          request: {
            query: CreateProductRecordDocument,
            variables: {
              input: {
                storeId,
                categoryId: null,
                name: 'Grilled sea bass',
                sku: 'FISH-01',
                description: null,
                price: 1999,
                compareAtPrice: null,
                stock: 0,
                isAvailable: true,
                image: null,
              },
            },
          },
          result: created,
        },
        {
          request: { query: ProductListDocument, variables: byName },
          result: { data: { list: { __typename: 'ProductConnection', totalCount: 0, nodes: [] } } },
        },
      ],
      products,
    );
    await user.type(await screen.findByRole('combobox', { name: /^Store/ }), 'harb');
    await user.click(await screen.findByRole('option', { name: /Harbour Fish/ }));
    expect(screen.getByRole('combobox', { name: /^Store/ })).toHaveValue('Harbour Fish');
    // The price follows the chosen store's currency.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveAccessibleDescription(/Egyptian pound/i),
    );
    await user.type(screen.getByLabelText(/^Name/), 'Grilled sea bass');
    await user.type(screen.getByLabelText(/^SKU/), 'FISH-01');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '19.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added information successfully')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
  });
});
