import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { StoreWeekdaySlotsDocument } from '../../graphql/generated.ts';
import { resourceStories, type ResourceStory } from '../framework/stories.tsx';
import { stores } from './stores.tsx';

// No logo or banner: a story loads nothing from the network. Amounts in minor units of each store's currency.
const record = {
  __typename: 'Store',
  id: 'st1',
  version: 5,
  name: 'Delta Electronics',
  slug: 'delta-electronics',
  merchantId: 'me1',
  merchantName: 'Delta Electronics LLC',
  storeTypeId: 'sty4',
  storeTypeName: 'Electronics',
  cityId: 'ct1',
  cityName: 'Nasr City',
  currencyCode: 'EGP',
  zipCode: '11765',
  address: '12 Abbas El Akkad St.',
  lat: 30.056081,
  lng: 31.330214,
  logo: null,
  banner: null,
  asap: true,
  preparationTime: 20,
  bufferTime: 10,
  minimumOrderAmount: 5000,
  maximumOrderAmount: 500000,
  freeDeliveryAmount: 20000,
  commissionType: 'percent',
  commissionValue: 12,
  discount: 0,
  averagePrice: 30000,
  metaTitle: 'Delta Electronics',
  metaDescription: 'Phones, laptops and accessories in Nasr City.',
  isOpen: true,
  isActive: true,
};
const stories = resourceStories(stores, {
  rows: [
    record,
    {
      __typename: 'Store',
      id: 'st2',
      version: 2,
      name: 'Nile Fashion',
      slug: 'nile-fashion',
      merchantId: 'me2',
      merchantName: 'Nile Fashion Co.',
      storeTypeId: 'sty5',
      storeTypeName: 'Fashion',
      cityId: 'ct2',
      cityName: 'Dokki',
      currencyCode: 'USD',
      zipCode: null,
      lat: null,
      lng: null,
      address: '4 Tahrir St.',
      logo: null,
      banner: null,
      asap: false,
      preparationTime: 60,
      bufferTime: 15,
      minimumOrderAmount: 2000,
      maximumOrderAmount: null,
      freeDeliveryAmount: null,
      commissionType: 'fixed',
      commissionValue: 250,
      discount: 5,
      averagePrice: 4500,
      metaTitle: null,
      metaDescription: null,
      isOpen: false,
      isActive: true,
    },
    {
      __typename: 'Store',
      id: 'st3',
      version: 1,
      name: 'Smouha Pharmacy',
      slug: 'smouha-pharmacy',
      merchantId: 'me3',
      merchantName: 'Cairo Bakeries',
      storeTypeId: 'sty3',
      storeTypeName: 'Pharmacies',
      cityId: 'ct3',
      cityName: 'Smouha',
      currencyCode: 'EGP',
      zipCode: '21648',
      lat: 31.215,
      lng: 29.9553,
      address: '22 Victor Emmanuel Sq.',
      logo: null,
      banner: null,
      asap: true,
      preparationTime: 10,
      bufferTime: 5,
      minimumOrderAmount: 0,
      maximumOrderAmount: null,
      freeDeliveryAmount: 10000,
      commissionType: 'percent',
      commissionValue: 8,
      discount: 0,
      averagePrice: 1500,
      metaTitle: null,
      metaDescription: null,
      isOpen: true,
      isActive: false,
    },
  ],
  record,
  options: {
    storeTypeId: [
      {
        __typename: 'StoreType',
        id: 'sty4',
        name: 'Electronics',
      },
      {
        __typename: 'StoreType',
        id: 'sty5',
        name: 'Fashion',
      },
      {
        __typename: 'StoreType',
        id: 'sty3',
        name: 'Pharmacies',
      },
    ],
  },
  references: {
    Merchant: [
      { id: 'me3', label: 'Cairo Bakeries', detail: 'Hoda Samir', currencyCode: null },
      { id: 'me1', label: 'Delta Electronics LLC', detail: 'Karim Adel', currencyCode: null },
      { id: 'me2', label: 'Nile Fashion Co.', detail: 'Mona Fathy', currencyCode: null },
    ],
    City: [
      { id: 'ct2', label: 'Dokki', detail: 'Giza', currencyCode: null },
      { id: 'ct1', label: 'Nasr City', detail: 'Cairo', currencyCode: null },
      { id: 'ct3', label: 'Smouha', detail: 'Alexandria', currencyCode: null },
    ],
    Currency: [
      { id: 'EGP', label: 'EGP', detail: 'Egyptian Pound', currencyCode: null },
      { id: 'USD', label: 'USD', detail: 'US Dollar', currencyCode: null },
    ],
  },
  sectionMocks: () => [
    {
      request: { query: StoreWeekdaySlotsDocument, variables: { storeId: 'st1' } },
      result: {
        data: {
          storeWeekdaySlots: {
            __typename: 'StoreTimeslotSet',
            storeId: 'st1',
            version: 5,
            timeslots: [0, 1, 2, 3, 4].flatMap((weekday) => [
              { __typename: 'WeekdaySlot', weekday, opensAt: '09:00', closesAt: '14:00' },
              { __typename: 'WeekdaySlot', weekday, opensAt: '17:00', closesAt: '22:00' },
            ]),
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ],
});

// The store screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Stores',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
// No ListForbidden: support may use this screen too (the permission matrix), so no role is refused.
export const EditNew = stories.EditNew;
export const EditExisting = stories.EditExisting;
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;
export const EditNotFound = stories.EditNotFound;

const WAIT = { timeout: 10_000 };

/** The merchant field searched: its list open with every merchant. */
export const EditMerchantSearchOpen: ResourceStory = {
  ...stories.EditExisting,
  play: async (context) => {
    await stories.EditExisting.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /^Merchant|^التاجر/ }));
    const body = within(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(3), WAIT);
  },
};

/** The opening hours with a slot that overlaps another on Monday: marked, and the save refused. */
export const EditTimeslotsOverlap: ResourceStory = {
  ...stories.EditExisting,
  play: async (context) => {
    await stories.EditExisting.play!(context);
    const canvas = within(context.canvasElement);
    const monday = await canvas.findByRole('group', { name: /^Monday|^الاثنين/ }, WAIT);
    await userEvent.click(within(monday).getByRole('button', { name: /^Add slot|^إضافة/ }));
    const opens = within(monday).getAllByLabelText(/opens at|يفتح/);
    fireEvent.change(opens[opens.length - 1]!, { target: { value: '12:00' } });
    await userEvent.click(canvas.getByRole('button', { name: /^Save opening hours|^حفظ مواعيد/ }));
    await waitFor(() => expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0), WAIT);
  },
};

// The sectioned form: two columns on the 1280-px desktop (EditExisting), one on a phone; with unsaved
// changes (the save bar) and a save the rules refused (the bar says why). Saving: the ui SaveBar's stories.
export const EditNarrow: ResourceStory = { ...stories.EditExisting, tags: ['viewport-mobile'] };
export const EditUnsaved = stories.EditUnsaved;
export const EditSaveRefused = stories.EditSaveRefused;
