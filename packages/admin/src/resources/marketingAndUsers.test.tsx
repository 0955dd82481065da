// What the marketing and user descriptions add on top of the framework: a coupon discount whose unit
// depends on its discount type, the coupon choices from the domain enums, a customer saved without
// a group, and staff invited with their own form.
import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CouponListDocument,
  CouponStoreTypeOptionsDocument,
  CreateCustomerRecordDocument,
  CustomerGroupOptionsDocument,
  CustomerListDocument,
  AdminListDocument,
  InviteStaffRecordDocument,
} from '../graphql/generated.ts';
import type { ResourceDescription, ResourceRow } from './framework/index.ts';
import { createResourceRouter, referenceMocks, ResourceHarness } from './framework/testing.tsx';
import { coupons } from './marketing/coupons.tsx';
import { admins } from './users/admins.tsx';
import { customers } from './users/customers.tsx';

// The shared 2-core machine is often busy: give lazy pages and mocked answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

const newestFirst = { first: 25, offset: 0, filter: null, sort: { field: 'createdAt', direction: 'DESC' } };

function renderAt<Row extends ResourceRow>(
  path: string,
  mocks: MockLink.MockedResponse[],
  description: ResourceDescription<Row>,
) {
  const router = createResourceRouter(description, path);
  render(<ResourceHarness description={description} path={path} mocks={mocks} router={router} />);
  return router;
}

const noOptions = (query: MockLink.MockedResponse['request']['query']) => ({
  request: { query, variables: {} },
  result: { data: { list: { __typename: 'Connection', totalCount: 0, nodes: [] } } },
});

const coupon = (id: string, code: string, discountType: string, discountValue: number) => ({
  __typename: 'Coupon' as const,
  id,
  version: 1,
  code,
  title: `${code} title`,
  type: 'deduct',
  discountType,
  discountValue,
  maxDiscount: null,
  minOrderAmount: 2500,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2026-02-01T00:00:00.000Z',
  totalLimit: null,
  perCustomerLimit: 1,
  storeId: null,
  storeTypeId: null,
  redemptions: 4,
  isActive: true,
});

describe('the coupons list', () => {
  it('shows a percentage discount as a percentage, a fixed one and the minimum order as money', async () => {
    renderAt(
      '/marketing/coupons',
      [
        {
          request: { query: CouponListDocument, variables: newestFirst },
          result: {
            data: {
              list: {
                __typename: 'CouponConnection',
                totalCount: 2,
                nodes: [coupon('c1', 'SAVE15', 'percentage', 15), coupon('c2', 'TENOFF', 'fixed', 1000)],
              },
            },
          },
        },
      ],
      coupons,
    );
    const percentage = (await screen.findByText('SAVE15')).closest('tr');
    expect(percentage).toHaveTextContent('15%');
    expect(percentage).toHaveTextContent('$25.00');
    expect(percentage).toHaveTextContent('Deduct from the order');
    expect(screen.getByText('TENOFF').closest('tr')).toHaveTextContent('$10.00');
  });
});

describe('the coupon form', () => {
  it('offers the domain coupon types and refuses a percentage above 100', async () => {
    const user = userEvent.setup();
    renderAt(
      '/marketing/coupons/edit',
      [...referenceMocks(), noOptions(CouponStoreTypeOptionsDocument)],
      coupons,
    );
    await user.click(await screen.findByRole('combobox', { name: /^Type/ }));
    const types = await screen.findByRole('listbox');
    expect(
      within(types)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Deduct from the order', 'Cashback to the wallet']);
    await user.click(within(types).getByRole('option', { name: 'Cashback to the wallet' }));

    await user.click(screen.getByRole('combobox', { name: /^Discount type/ }));
    await user.click(await screen.findByRole('option', { name: 'Percentage' }));
    await user.type(screen.getByRole('textbox', { name: /^Discount\b(?! type)/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A percentage cannot exceed 100')).toBeInTheDocument();
  });
});

describe('the customer form', () => {
  it('saves a customer without a group as groupId null', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => ({ data: { saved: { __typename: 'Customer', id: 'u9', version: 1 } } }));
    const router = renderAt(
      '/users/customers/edit',
      [
        noOptions(CustomerGroupOptionsDocument),
        {
          request: {
            query: CreateCustomerRecordDocument,
            variables: {
              input: {
                name: 'Mona Adel',
                email: 'mona@example.com',
                phone: null,
                groupId: null,
                rewardPoints: 0,
                isActive: true,
              },
            },
          },
          result: created,
        },
        {
          request: { query: CustomerListDocument, variables: newestFirst },
          result: {
            data: {
              list: {
                __typename: 'CustomerConnection',
                totalCount: 0,
                totalCountIsEstimate: false,
                nodes: [],
              },
            },
          },
        },
      ],
      customers,
    );
    await user.type(await screen.findByLabelText(/^Name/), 'Mona Adel');
    await user.type(screen.getByLabelText(/^Email/), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added information successfully')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/customers'));
  });
});

describe('the staff invitation', () => {
  it('asks only for email, name, role and language, and sends them to inviteStaff', async () => {
    const user = userEvent.setup();
    const invited = vi.fn(() => ({ data: { saved: { __typename: 'Admin', id: 'a9', version: 1 } } }));
    const router = renderAt(
      '/users/admins/edit',
      [
        {
          request: {
            query: InviteStaffRecordDocument,
            variables: {
              input: {
                email: 'nora@example.com',
                firstName: 'Nora',
                lastName: null,
                role: 'support',
                language: 'ar',
              },
            },
          },
          result: invited,
        },
        {
          request: { query: AdminListDocument, variables: newestFirst },
          result: { data: { list: { __typename: 'AdminConnection', totalCount: 0, nodes: [] } } },
        },
      ],
      admins,
    );
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    // Phone and activity belong to an existing account's form, not to an invitation.
    expect(screen.queryByRole('textbox', { name: /^Phone/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: /^Active/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Field cannot be blank/));
    expect(invited).not.toHaveBeenCalled();

    await user.type(email, 'nora@example.com');
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Nora');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    // The invitation email goes out in the language chosen here.
    await user.click(screen.getByRole('combobox', { name: /^Invitation language/ }));
    await user.click(await screen.findByRole('option', { name: 'Arabic' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added information successfully')).toBeInTheDocument();
    expect(invited).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/admins'));
    // Two select menus and a full form: more than the default 15 s on the shared, loaded machine.
  }, 40_000);
});
