// Searchable references (a form field and a list filter over `referenceChoices`), decimal coordinates,
// a store's opening hours section and a collection's member stores.
import type { MockLink } from '@apollo/client/testing';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AddCollectionStoresDocument,
  CollectionMemberStoresDocument,
  CollectionStoreCandidatesDocument,
  OrderListDocument,
  OrderStatusOptionsDocument,
  ReferenceChoicesDocument,
  RemoveCollectionStoresDocument,
  SetStoreTimeslotsDocument,
  StoreListDocument,
  StoreRecordDocument,
  StoreStoreTypeOptionsDocument,
  StoreTypeCollectionRecordDocument,
  StoreTypeCollectionStoreTypeOptionsDocument,
  StoreWeekdaySlotsDocument,
  UpdateStoreRecordDocument,
} from '../graphql/generated.ts';
import { orders } from './ecommerce/orders.tsx';
import {
  listVariables,
  readListState,
  type ResourceDescription,
  type ResourceRow,
} from './framework/index.ts';
import type { ReferenceChoice } from './framework/references.tsx';
import { createResourceRouter, referenceMocks, ResourceHarness } from './framework/testing.tsx';
import { storeTypeCollections } from './stores/storeTypeCollections.tsx';
import { stores } from './stores/stores.tsx';

configure({ asyncUtilTimeout: 5000 });

const ID = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MERCHANTS: ReferenceChoice[] = [
  { id: ID(11), label: 'Delta Electronics LLC', detail: 'Karim', currencyCode: null },
  { id: ID(12), label: 'Nile Fashion Co.', detail: 'Mona', currencyCode: null },
];
const STORES: ReferenceChoice[] = [
  { id: ID(21), label: 'Corner Bakery', detail: 'Maadi', currencyCode: 'EGP' },
  { id: ID(22), label: 'Harbour Fish', detail: 'Alexandria', currencyCode: 'USD' },
];
const CURRENCIES: ReferenceChoice[] = [
  { id: 'EGP', label: 'EGP', detail: 'Egyptian Pound', currencyCode: null },
  { id: 'USD', label: 'USD', detail: 'US Dollar', currencyCode: null },
];

function renderAt<Row extends ResourceRow>(
  path: string,
  mocks: MockLink.MockedResponse[],
  description: ResourceDescription<Row>,
) {
  const router = createResourceRouter(description, path);
  render(<ResourceHarness description={description} path={path} mocks={mocks} router={router} />);
  return router;
}

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

const storeRecord = {
  __typename: 'Store' as const,
  id: ID(21),
  version: 4,
  name: 'Corner Bakery',
  slug: 'corner-bakery',
  merchantId: ID(11),
  merchantName: 'Delta Electronics LLC',
  storeTypeId: ID(31),
  storeTypeName: 'Bakery',
  cityId: null,
  cityName: null,
  currencyCode: 'EGP',
  zipCode: null,
  address: null,
  lat: 30.044419,
  lng: 31.235712,
  logo: null,
  banner: null,
  asap: true,
  preparationTime: 20,
  bufferTime: 0,
  minimumOrderAmount: 1500,
  maximumOrderAmount: null,
  freeDeliveryAmount: null,
  commissionType: 'percent',
  commissionValue: 10,
  discount: 0,
  averagePrice: null,
  metaTitle: null,
  metaDescription: null,
  isOpen: true,
  isActive: true,
};

const slotSet = (version: number, timeslots: { weekday: number; opensAt: string; closesAt: string }[]) => ({
  __typename: 'StoreTimeslotSet',
  storeId: ID(21),
  version,
  timeslots: timeslots.map((t) => ({ __typename: 'WeekdaySlot', ...t })),
});

/** The store edit page with its record, options, references and opening hours answered. */
function storeMocks(extra: MockLink.MockedResponse[] = []): MockLink.MockedResponse[] {
  return [
    {
      request: { query: StoreRecordDocument, variables: { id: ID(21) } },
      result: { data: { record: storeRecord } },
      ...forever,
    },
    {
      request: { query: StoreStoreTypeOptionsDocument, variables: {} },
      result: {
        data: {
          list: {
            __typename: 'StoreTypeConnection',
            totalCount: 1,
            nodes: [{ __typename: 'StoreType', id: ID(31), name: 'Bakery' }],
          },
        },
      },
      ...forever,
    },
    {
      request: { query: StoreWeekdaySlotsDocument, variables: { storeId: ID(21) } },
      result: {
        data: { storeWeekdaySlots: slotSet(4, [{ weekday: 1, opensAt: '09:00', closesAt: '14:00' }]) },
      },
      ...forever,
    },
    ...referenceMocks({ Merchant: MERCHANTS, Currency: CURRENCIES }),
    ...extra,
  ];
}

describe('a searchable reference field', () => {
  it("shows an opened record's choice by its label, searches the server and saves the chosen id", async () => {
    const user = userEvent.setup();
    const searched = vi.fn();
    const updated = vi.fn(() => ({ data: { saved: { __typename: 'Store', id: ID(21), version: 5 } } }));
    renderAt(
      `/catalog/stores/edit/${ID(21)}`,
      [
        // Seen first: every search is recorded, then answered from the same choices.
        {
          request: {
            query: ReferenceChoicesDocument,
            variables: (v: Record<string, unknown>) => {
              if (v.entity === 'Merchant' && !v.ids) searched(v.search);
              return false;
            },
          },
          result: { data: { referenceChoices: [] } },
          ...forever,
        },
        ...storeMocks([
          {
            request: {
              query: UpdateStoreRecordDocument,
              variables: (v: Record<string, unknown>) => {
                const patch = v.patch as Record<string, unknown>;
                return v.version === 4 && patch.merchantId === ID(12) && patch.lat === 30.5;
              },
            },
            result: updated,
          },
          {
            request: { query: StoreListDocument, variables: () => true },
            result: { data: { list: { __typename: 'StoreConnection', totalCount: 0, nodes: [] } } },
          },
        ]),
      ],
      stores,
    );
    const merchant = await screen.findByRole('combobox', { name: /^Merchant/ });
    await waitFor(() => expect(merchant).toHaveValue('Delta Electronics LLC'));
    // The currency (a code) decides the store's money fields.
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('EGP');
    expect(screen.getByRole('textbox', { name: /^Minimum order amount/ })).toHaveAccessibleDescription(
      /Egyptian pound/i,
    );

    await user.clear(merchant);
    await user.type(merchant, 'nile');
    // The server is searched for what was typed once typing pauses; on a loaded machine the option can be
    // on screen (from the choices already loaded) before that, so wait for the search, then pick.
    await waitFor(() => expect(searched).toHaveBeenCalledWith('nile'));
    await user.click(await screen.findByRole('option', { name: /Nile Fashion Co\./ }));
    expect(merchant).toHaveValue('Nile Fashion Co.');

    // Coordinates take decimals, typed as people type them.
    const lat = screen.getByRole('textbox', { name: /^Latitude/ });
    expect(lat).toHaveValue('30.044419');
    await user.clear(lat);
    await user.type(lat, '30.5');
    expect(lat).toHaveValue('30.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated information successfully')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('refuses a coordinate with more than six decimals, on its field', async () => {
    const user = userEvent.setup();
    renderAt(`/catalog/stores/edit/${ID(21)}`, storeMocks(), stores);
    const lng = await screen.findByRole('textbox', { name: /^Longitude/ });
    await waitFor(() => expect(lng).toHaveValue('31.235712'));
    await user.type(lng, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lng).toHaveAccessibleDescription(/Use at most 6 decimal places/));
  });
});

const orderListMock = (filter: Record<string, unknown> | null): MockLink.MockedResponse => ({
  request: {
    query: OrderListDocument,
    variables: { first: 25, offset: 0, filter, sort: { field: 'placedAt', direction: 'DESC' } },
  },
  result: {
    data: { list: { __typename: 'OrderConnection', totalCount: 0, totalCountIsEstimate: false, nodes: [] } },
  },
  ...forever,
});

describe('a searchable reference filter', () => {
  it('keeps a valid record id from the URL and drops anything else', () => {
    const state = readListState(
      new URLSearchParams(`storeId=${ID(21)}&customerId=1%27%20or`),
      orders.filters,
    );
    expect(state.filter).toEqual({ storeId: ID(21) });
    expect(listVariables(state, orders.filters).filter).toEqual({ storeId: ID(21) });
  });

  it('shows the label of the store in the URL, and writes a newly picked store and a clearing to the URL', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      `/ecommerce/orders?storeId=${ID(21)}`,
      [
        orderListMock({ storeId: ID(21) }),
        orderListMock({ storeId: ID(22) }),
        orderListMock(null),
        {
          request: { query: OrderStatusOptionsDocument, variables: {} },
          result: { data: { list: { __typename: 'OrderStatusConnection', totalCount: 0, nodes: [] } } },
          ...forever,
        },
        ...referenceMocks({ Store: STORES }),
      ],
      orders,
    );
    // The filter is a chip reading "Store is Corner Bakery"; its editor is the searchable picker.
    const chip = await screen.findByRole('button', { name: 'Store is Corner Bakery' });
    await user.click(chip);
    const store = await screen.findByRole('combobox', { name: /^Store/ });
    await waitFor(() => expect(store).toHaveValue('Corner Bakery'));

    await user.click(store);
    await user.click(await screen.findByRole('option', { name: /Harbour Fish/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?storeId=${ID(22)}`));
    expect(store).toHaveValue('Harbour Fish');
    // The chip reads "Store is …" until the picked store's name has come back.
    expect(
      await screen.findByRole('button', { name: 'Store is Harbour Fish' }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(store).toHaveValue('');
    // Closed without a value, the chip goes away.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Store is/ })).toBeNull());
  }, 60_000);
});

describe("a store's opening hours", () => {
  it('refuses an overlapping slot before anything is sent', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({ data: { setStoreTimeslots: slotSet(5, []) } }));
    renderAt(
      `/catalog/stores/edit/${ID(21)}`,
      storeMocks([{ request: { query: SetStoreTimeslotsDocument, variables: () => true }, result: saved }]),
      stores,
    );
    const monday = await screen.findByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('button', { name: /^Add slot/ }));
    const opens = within(monday).getAllByLabelText(/opens at$/);
    // A time input takes a whole value at once (as the browser's picker gives it).
    fireEvent.change(opens[1]!, { target: { value: '12:00' } });
    expect(
      await within(monday).findAllByText('This slot overlaps another slot on the same day.'),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(
      await screen.findByText('Fix the marked slots before saving; nothing was saved.'),
    ).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it("saves the set from the store's version, and the store form goes on from the bumped one", async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: {
        setStoreTimeslots: slotSet(5, [
          { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
          { weekday: 1, opensAt: '14:00', closesAt: '16:00' },
        ]),
      },
    }));
    const updated = vi.fn(() => ({ data: { saved: { __typename: 'Store', id: ID(21), version: 6 } } }));
    renderAt(
      `/catalog/stores/edit/${ID(21)}`,
      storeMocks([
        {
          request: {
            query: SetStoreTimeslotsDocument,
            variables: {
              storeId: ID(21),
              version: 4,
              timeslots: [
                { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
                { weekday: 1, opensAt: '14:00', closesAt: '16:00' },
              ],
            },
          },
          result: saved,
        },
        {
          request: {
            query: UpdateStoreRecordDocument,
            variables: (v: Record<string, unknown>) => v.version === 5,
          },
          result: updated,
        },
        {
          request: { query: StoreListDocument, variables: () => true },
          result: { data: { list: { __typename: 'StoreConnection', totalCount: 0, nodes: [] } } },
        },
      ]),
      stores,
    );
    const monday = await screen.findByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('button', { name: /^Add slot/ }));
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' & Co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated information successfully')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('says so when someone else saved the store meanwhile, and reloads their version when asked', async () => {
    const user = userEvent.setup();
    renderAt(
      `/catalog/stores/edit/${ID(21)}`,
      storeMocks([
        {
          request: { query: SetStoreTimeslotsDocument, variables: () => true },
          result: { errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] },
        },
      ]),
      stores,
    );
    const sunday = await screen.findByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByRole('button', { name: /^Add slot/ }));
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText(/Someone else saved this store after you opened it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload their version' }));
    // The section is loaded again (a new one): the unsaved slot is gone.
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Sunday' })).getByText('Closed')).toBeInTheDocument(),
    );
    expect(screen.queryByText(/Someone else saved this store/)).not.toBeInTheDocument();
  });
});

describe('a stale store form and its opening hours', () => {
  it('reloads the opening hours too when the form takes their version, so the next save has seen them', async () => {
    const user = userEvent.setup();
    let slotLoads = 0;
    let recordLoads = 0;
    renderAt(
      `/catalog/stores/edit/${ID(21)}`,
      [
        {
          request: { query: StoreRecordDocument, variables: { id: ID(21) } },
          // Someone saved the store (and its hours) after it was opened.
          result: () => ({
            data: {
              record: recordLoads++ === 0 ? storeRecord : { ...storeRecord, version: 6, merchantId: ID(12) },
            },
          }),
          ...forever,
        },
        {
          request: { query: StoreWeekdaySlotsDocument, variables: { storeId: ID(21) } },
          result: () => ({
            data: {
              storeWeekdaySlots:
                slotLoads++ === 0
                  ? slotSet(4, [{ weekday: 1, opensAt: '09:00', closesAt: '14:00' }])
                  : slotSet(6, [{ weekday: 2, opensAt: '10:00', closesAt: '12:00' }]),
            },
          }),
          ...forever,
        },
        {
          request: { query: UpdateStoreRecordDocument, variables: () => true },
          result: { errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] },
        },
        ...storeMocks().slice(1, 2),
        ...referenceMocks({ Merchant: MERCHANTS, Currency: CURRENCIES }),
      ],
      stores,
    );
    const tuesday = await screen.findByRole('group', { name: 'Tuesday' });
    expect(within(tuesday).getByText('Closed')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' & Co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    // A searched reference that changed is shown by its records' names, not their ids.
    const merchantRow = within(dialog).getByRole('row', { name: /^Merchant/ });
    await waitFor(() => expect(merchantRow).toHaveTextContent('Nile Fashion Co.'));
    await waitFor(() => expect(merchantRow).toHaveTextContent('Delta Electronics LLC'));
    await user.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    expect(
      await within(await screen.findByRole('group', { name: 'Tuesday' })).findByLabelText('Tuesday opens at'),
    ).toHaveValue('10:00');
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByText('Closed')).toBeInTheDocument();
  });
});

describe("a collection's member stores", () => {
  const collection = {
    __typename: 'StoreTypeCollection',
    id: ID(41),
    version: 2,
    name: 'Best bakeries',
    storeTypeId: ID(31),
    storeTypeName: 'Bakery',
    image: null,
    sort: 1,
    isActive: true,
    storeCount: 1,
  };
  const member = (id: string, name: string) => ({
    __typename: 'Store',
    id,
    version: 1,
    name,
    merchantName: 'Delta Electronics LLC',
    cityName: 'Maadi',
  });

  it('lists the members, adds a searched non-member and removes the selected ones', async () => {
    const user = userEvent.setup();
    const added = vi.fn(() => ({
      data: { addCollectionStores: { __typename: 'MembershipChange', changed: 1, memberCount: 2 } },
    }));
    const removed = vi.fn(() => ({
      data: { removeCollectionStores: { __typename: 'MembershipChange', changed: 1, memberCount: 1 } },
    }));
    let members = [member(ID(21), 'Corner Bakery')];
    const candidates = vi.fn();
    renderAt(
      `/catalog/store-type-collections/edit/${ID(41)}`,
      [
        {
          request: { query: StoreTypeCollectionRecordDocument, variables: { id: ID(41) } },
          result: { data: { record: collection } },
          ...forever,
        },
        {
          request: { query: StoreTypeCollectionStoreTypeOptionsDocument, variables: {} },
          result: { data: { list: { __typename: 'StoreTypeConnection', totalCount: 0, nodes: [] } } },
          ...forever,
        },
        {
          request: { query: CollectionMemberStoresDocument, variables: () => true },
          result: () => ({
            data: { list: { __typename: 'StoreConnection', totalCount: members.length, nodes: members } },
          }),
          ...forever,
        },
        {
          request: {
            query: CollectionStoreCandidatesDocument,
            variables: (v: Record<string, unknown>) => {
              candidates(v.filter);
              return true;
            },
          },
          // Only the typed search finds it, so the pick below waits for that search.
          result: (v: Record<string, unknown>) => ({
            data: {
              candidates: {
                __typename: 'StoreConnection',
                nodes: (v.filter as Record<string, unknown>).name_contains
                  ? [{ __typename: 'Store', id: ID(22), name: 'Harbour Fish', cityName: 'Alexandria' }]
                  : [],
              },
            },
          }),
          ...forever,
        },
        {
          request: {
            query: AddCollectionStoresDocument,
            variables: { input: { collectionId: ID(41), storeIds: [ID(22)] } },
          },
          result: () => {
            members = [...members, member(ID(22), 'Harbour Fish')];
            return added();
          },
        },
        {
          request: {
            query: RemoveCollectionStoresDocument,
            variables: { input: { collectionId: ID(41), storeIds: [ID(21)] } },
          },
          result: () => {
            members = members.filter((m) => m.id !== ID(21));
            return removed();
          },
        },
      ],
      storeTypeCollections,
    );
    const table = await screen.findByRole('table', { name: 'Stores in this collection' });
    expect(await within(table).findByText('Corner Bakery')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /^Add a store/ }), 'harb');
    await user.click(await screen.findByRole('option', { name: /Harbour Fish/ }));
    expect(await screen.findByText('Harbour Fish added')).toBeInTheDocument();
    expect(candidates).toHaveBeenLastCalledWith({ notInCollectionId: ID(41), name_contains: 'harb' });
    expect(await within(table).findByText('Harbour Fish')).toBeInTheDocument();

    await user.click(within(table).getByRole('checkbox', { name: /Corner Bakery/ }));
    await user.click(screen.getByRole('button', { name: 'Remove from collection' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove from collection' }),
    );
    await waitFor(() => expect(within(table).queryByText('Corner Bakery')).not.toBeInTheDocument());
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledTimes(1);
  });
});
