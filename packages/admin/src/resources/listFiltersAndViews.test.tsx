// Lists' one search box with filter chips (from each description's filters) and saved views as tabs.
import type { MockLink } from '@apollo/client/testing';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreateSavedViewDocument,
  CustomerListDocument,
  SavedViewsDocument,
  SetDefaultSavedViewDocument,
} from '../graphql/generated.ts';
import { orders } from './ecommerce/orders.tsx';
import { filterGroups } from './framework/ListFilterBar.tsx';
import { readViewState, sameViewState } from './framework/SavedViews.tsx';
import { createResourceRouter, ResourceHarness } from './framework/testing.tsx';
import { customers } from './users/customers.tsx';

configure({ asyncUtilTimeout: 5000 });

// Column choices are kept per user in local storage: each test starts from none.
beforeEach(() => localStorage.clear());

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

const customerList: MockLink.MockedResponse = {
  request: { query: CustomerListDocument, variables: () => true },
  result: {
    data: {
      list: {
        __typename: 'CustomerConnection',
        totalCount: 1,
        totalCountIsEstimate: false,
        nodes: [
          {
            __typename: 'Customer',
            id: '00000000-0000-4000-8000-000000000001',
            version: 1,
            name: 'Hala Falcon',
            email: 'hala@example.com',
            phone: '+201000000001',
            groupId: null,
            rewardPoints: 0,
            isActive: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    },
  },
  ...forever,
};

const view = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SavedView' as const,
  id,
  listKey: 'customers',
  name,
  state: { filters: { isActive: false }, sort: 'name.asc', columns: { phone: false } },
  shared: true,
  isDefault: false,
  mine: false,
  canEdit: false,
  ownerName: 'Sam Support',
  version: 1,
  ...extra,
});

const viewsMock = (views: ReturnType<typeof view>[]): MockLink.MockedResponse => ({
  request: { query: SavedViewsDocument, variables: { listKey: 'customers' } },
  result: { data: { savedViews: views } },
  ...forever,
});

function renderCustomers(path: string, mocks: MockLink.MockedResponse[]) {
  const router = createResourceRouter(customers, path);
  render(<ResourceHarness description={customers} path={path} mocks={mocks} router={router} />);
  return router;
}

describe('filter fields from a description', () => {
  it('takes the first text filter as the search box and pairs a day range into one field', () => {
    const { search, groups } = filterGroups(orders.filters);
    expect(search?.name).toBe('orderNo');
    expect(groups.map((g) => [g.id, g.filters.map((f) => f.name)])).toEqual([
      ['status', ['status']],
      ['paymentStatus', ['paymentStatus']],
      ['storeId', ['storeId']],
      ['merchantId', ['merchantId']],
      ['customerId', ['customerId']],
      ['placedAt', ['placedAt_gte', 'placedAt_lte']],
    ]);
  });

  it('compares view states by their content, not their key order, and ignores shown columns', () => {
    const a = readViewState({ filters: { a: '1', b: true }, sort: null, columns: { x: true } });
    const b = readViewState({ filters: { b: true, a: '1' }, sort: null, columns: {} });
    expect(sameViewState(a, b)).toBe(true);
    expect(sameViewState(a, { ...b, sort: 'name.asc' })).toBe(false);
    expect(readViewState('junk')).toEqual({ filters: {}, sort: null, columns: {} });
  });
});

describe('the customers list filters', () => {
  it('has one search box; email and activity are chips added, edited and removed through the URL', async () => {
    const user = userEvent.setup();
    const router = renderCustomers('/users/customers', [customerList, viewsMock([])]);
    expect(await screen.findAllByRole('searchbox')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Email' }));
    const editor = await screen.findByRole('dialog', { name: 'Email contains' });
    await user.type(within(editor).getByRole('searchbox', { name: 'Search by email' }), 'acme{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?email_contains=acme'));
    await user.keyboard('{Escape}');
    const chip = await screen.findByRole('button', { name: 'Email contains acme' });
    expect(chip).toBeInTheDocument();

    // A chip added and closed without a value goes away, and the URL never named it.
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Active' }));
    await screen.findByRole('dialog', { name: 'Active is' });
    expect(screen.getByRole('button', { name: 'Active is (choose)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Active is/ })).toBeNull());
    expect(router.state.location.search).toBe('?email_contains=acme');

    await user.click(screen.getByRole('button', { name: 'Remove filter Email' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: /^Email contains/ })).toBeNull();
  }, 60_000);
});

describe('filter chips and the back button', () => {
  it('drops a chip whose value Back took out of the URL (a chip set once is no longer "just added")', async () => {
    const user = userEvent.setup();
    const router = renderCustomers('/users/customers', [customerList, viewsMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Active' }));
    const editor = await screen.findByRole('dialog', { name: 'Active is' });
    await user.click(within(editor).getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(router.state.location.search).toBe('?isActive=false'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Active is No' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Active is/ })).toBeNull());
    // Forward brings it back from the URL alone.
    await act(() => router.navigate(1));
    expect(await screen.findByRole('button', { name: 'Active is No' })).toBeInTheDocument();
  }, 60_000);
});

describe('saved views of a list', () => {
  it('opens a shared view from its tab: its filters and sort go into the URL and its columns are hidden', async () => {
    const user = userEvent.setup();
    const id = '00000000-0000-4000-8000-0000000000b1';
    const router = renderCustomers('/users/customers', [customerList, viewsMock([view(id, 'Inactive')])]);
    const tab = await screen.findByRole('tab', { name: 'Inactive, shared' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        isActive: 'false',
        sort: 'name.asc',
        view: id,
      }),
    );
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Active is No' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Phone/ })).toBeNull();
    // Someone else's shared view: nothing to change it, only the choice to make it one's own default.
    await user.click(screen.getByRole('button', { name: 'View actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Open this view by default',
    ]);
    await user.keyboard('{Escape}');

    // Changing the list marks the tab as changed.
    await user.click(screen.getByRole('button', { name: 'Remove filter Active' }));
    expect(await screen.findByRole('tab', { name: 'Inactive, shared, changed' })).toBeInTheDocument();
  }, 60_000);

  it('opens the default view when the URL names no state', async () => {
    const id = '00000000-0000-4000-8000-0000000000b2';
    const router = renderCustomers('/users/customers', [
      customerList,
      viewsMock([view(id, 'Mine', { mine: true, canEdit: true, shared: false, isDefault: true })]),
    ]);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('view')).toBe(id));
    const tab = await screen.findByRole('tab', { name: 'Mine, default' });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  });

  it("makes a colleague's shared view the user's default, and stops it again", async () => {
    const user = userEvent.setup();
    const id = '00000000-0000-4000-8000-0000000000b4';
    const chosen = vi.fn((variables: Record<string, unknown>) => ({
      data: { setDefaultSavedView: [view(id, 'Team', { isDefault: variables.id === id })] },
    }));
    renderCustomers(`/users/customers?isActive=false&sort=name.asc&view=${id}`, [
      customerList,
      viewsMock([view(id, 'Team')]),
      { request: { query: SetDefaultSavedViewDocument, variables: () => true }, result: chosen, ...forever },
    ]);
    await screen.findByRole('tab', { name: /^Team, shared/ });
    await user.click(screen.getByRole('button', { name: 'View actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open this view by default' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledTimes(1));
    expect(chosen.mock.calls[0]![0]).toEqual({ listKey: 'customers', id });
    // The answer marks the tab as the default.
    expect(await screen.findByRole('tab', { name: /^Team, shared, default/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Stop opening it by default' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledTimes(2));
    expect(chosen.mock.calls[1]![0]).toEqual({ listKey: 'customers', id: null });
    await waitFor(() => expect(screen.queryByRole('tab', { name: /default/ })).toBeNull());
  }, 60_000);

  it('saves the current filters and sort under a name, shared when asked; a name is required', async () => {
    const user = userEvent.setup();
    const created = vi.fn((variables: Record<string, unknown>) => ({
      data: {
        createSavedView: view('00000000-0000-4000-8000-0000000000b3', 'Acme', {
          mine: true,
          canEdit: true,
          state: (variables.input as { state: unknown }).state,
        }),
      },
    }));
    const router = renderCustomers('/users/customers?email_contains=acme&sort=name.desc', [
      customerList,
      viewsMock([]),
      { request: { query: CreateSavedViewDocument, variables: () => true }, result: created },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Give the view a name')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Acme');
    await user.click(within(dialog).getByRole('switch', { name: 'Share with all staff' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(created.mock.calls[0]![0]).toEqual({
      input: {
        listKey: 'customers',
        name: 'Acme',
        state: { filters: { email_contains: 'acme' }, sort: 'name.desc', columns: {} },
        shared: true,
        isDefault: false,
      },
    });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('view')).toBe(
        '00000000-0000-4000-8000-0000000000b3',
      ),
    );
  }, 60_000);
});
