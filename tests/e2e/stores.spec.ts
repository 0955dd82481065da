// Stores against the real server: support creates a store picking its merchant and city by search
// (lists it may not open itself), sets its weekday opening hours (an overlapping slot is refused and
// nothing is saved), edits and deletes it; a store-type collection gains and loses member stores.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_SUPPORT } from './env.ts';
import { graphql, login, openSignedIn, unique } from './helpers.ts';

const STORES = '/catalog/stores';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

interface Catalogue {
  merchant: string;
  merchantId: string;
  city: string;
  cityId: string;
  storeTypeId: string;
  storeType: string;
}

/** A merchant, a city and a store type named for this run (admin-only lists: set up through the API). */
async function catalogue(request: APIRequestContext, token: string): Promise<Catalogue> {
  const run = unique();
  const { currencies } = await graphql<{ currencies: { totalCount: number } }>(
    request,
    token,
    '{ currencies(filter: { code: "USD" }) { totalCount } }',
  );
  if (currencies.totalCount === 0) {
    await graphql(request, token, 'mutation ($i: CurrencyInput!) { createCurrency(input: $i) { id } }', {
      i: { name: 'US Dollar', code: 'USD', symbolLeft: '$', decimalPlaces: 2 },
    });
  }
  const merchant = `Merchant ${run}`;
  const { createMerchant } = await graphql<{ createMerchant: { id: string } }>(
    request,
    token,
    'mutation ($i: MerchantInput!) { createMerchant(input: $i) { id } }',
    { i: { legalName: merchant, contactName: 'Nour', email: `m-${run}@example.com`, status: 'approved' } },
  );
  const { createState } = await graphql<{ createState: { id: string } }>(
    request,
    token,
    'mutation ($i: StateInput!) { createState(input: $i) { id } }',
    { i: { name: `State ${run}`, code: run.slice(-2).toUpperCase() } },
  );
  const city = `City ${run}`;
  const { createCity } = await graphql<{ createCity: { id: string } }>(
    request,
    token,
    'mutation ($i: CityInput!) { createCity(input: $i) { id } }',
    { i: { name: city, stateId: createState.id } },
  );
  const storeType = `Type ${run}`;
  const { createStoreType } = await graphql<{ createStoreType: { id: string } }>(
    request,
    token,
    'mutation ($i: StoreTypeInput!) { createStoreType(input: $i) { id } }',
    { i: { name: storeType, slug: `type-${run}` } },
  );
  return {
    merchant,
    merchantId: createMerchant.id,
    city,
    cityId: createCity.id,
    storeTypeId: createStoreType.id,
    storeType,
  };
}

/** Searches the combobox labelled `label` for `text` and picks the option `label`. */
async function pick(page: Page, label: RegExp, text: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(text);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect(field).toHaveValue(option);
}

const storeSlots = async (request: APIRequestContext, token: string, storeId: string) =>
  (
    await graphql<{ storeWeekdaySlots: { version: number; timeslots: unknown[] } }>(
      request,
      token,
      'query ($id: ID!) { storeWeekdaySlots(storeId: $id) { version timeslots { weekday opensAt closesAt } } }',
      { id: storeId },
    )
  ).storeWeekdaySlots;

test('support creates a store with opening hours, an overlapping slot saves nothing, then edits and deletes it', async ({
  page,
}) => {
  const admin = await login(page.request);
  const setup = await catalogue(page.request, admin.token);
  const { token } = await openSignedIn(page, `${STORES}/edit`, DEMO_SUPPORT);
  const name = `Store ${unique()}`;

  await pick(page, /^Merchant/, setup.merchant.slice(-8), setup.merchant);
  await page.getByRole('combobox', { name: /^Store type/ }).click();
  await page.getByRole('option', { name: setup.storeType, exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(name.toLowerCase().replace(/ /g, '-'));
  await pick(page, /^City/, setup.city.slice(-8), setup.city);
  await page.getByRole('textbox', { name: /^Latitude/ }).fill('30.044419');
  await page.getByRole('textbox', { name: /^Longitude/ }).fill('31.235712');
  await expect(page.getByRole('combobox', { name: /^Currency/ })).toHaveValue('USD');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Added information successfully')).toBeVisible();
  await expect(page).toHaveURL(STORES);

  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.fill(name);
  await search.press('Enter');
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Stores: ${name}` })).toBeVisible();
  const storeId = page.url().split('/').pop()!;
  await expect(page.getByRole('combobox', { name: /^Merchant/ })).toHaveValue(setup.merchant);
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue(setup.city);
  await expect(page.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('30.044419');

  // Monday 09:00–17:00, saved as the store's set.
  const monday = page.getByRole('group', { name: 'Monday', exact: true });
  await monday.getByRole('button', { name: /^Add slot/ }).click();
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(toast(page, 'Opening hours saved')).toBeVisible();
  expect((await storeSlots(page.request, token, storeId)).timeslots).toEqual([
    { weekday: 1, opensAt: '09:00', closesAt: '17:00' },
  ]);

  // A second Monday slot moved to overlap the first: marked, and nothing is sent.
  const before = await storeSlots(page.request, token, storeId);
  await monday.getByRole('button', { name: /^Add slot/ }).click();
  await monday.getByLabel('Monday slot 2 opens at').fill('16:00');
  await expect(monday.getByText('This slot overlaps another slot on the same day.')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Fix the marked slots before saving; nothing was saved.')).toBeVisible();
  expect(await storeSlots(page.request, token, storeId)).toEqual(before);

  // The form goes on from the version the timeslot save bumped: no conflict.
  await monday.getByRole('button', { name: /^Remove Monday slot 2/ }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} 2`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Updated information successfully')).toBeVisible();
  await expect(page).toHaveURL(STORES);

  await page.goto(`${STORES}/edit/${storeId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Stores: ${name} 2` })).toBeVisible();
  await expect(monday.getByLabel('Monday opens at')).toHaveValue('09:00');
  await expect(monday.getByLabel('Monday slot 2 opens at')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this store?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Deleted successfully')).toBeVisible();
  const { store } = await graphql<{ store: null }>(
    page.request,
    token,
    'query ($id: ID!) { store(id: $id) { id } }',
    {
      id: storeId,
    },
  );
  expect(store).toBeNull();
});

test('a collection gains a store found by search and loses the selected one', async ({ page }) => {
  const admin = await login(page.request);
  const setup = await catalogue(page.request, admin.token);
  const { createMerchant } = await graphql<{ createMerchant: { id: string } }>(
    page.request,
    admin.token,
    'mutation ($i: MerchantInput!) { createMerchant(input: $i) { id } }',
    { i: { legalName: `Owner ${unique()}`, contactName: 'Ola', email: `o-${unique()}@example.com` } },
  );
  const run = unique();
  const names: [string, string] = [`Bakery ${run} A`, `Bakery ${run} B`];
  const ids: string[] = [];
  for (const storeName of names) {
    const { createStore } = await graphql<{ createStore: { id: string } }>(
      page.request,
      admin.token,
      'mutation ($i: StoreInput!) { createStore(input: $i) { id } }',
      {
        i: {
          merchantId: createMerchant.id,
          storeTypeId: setup.storeTypeId,
          name: storeName,
          slug: storeName.toLowerCase().replace(/ /g, '-'),
        },
      },
    );
    ids.push(createStore.id);
  }
  const { createStoreTypeCollection } = await graphql<{ createStoreTypeCollection: { id: string } }>(
    page.request,
    admin.token,
    'mutation ($i: StoreTypeCollectionInput!) { createStoreTypeCollection(input: $i) { id } }',
    { i: { name: `Best ${run}`, storeTypeId: setup.storeTypeId } },
  );
  await graphql(
    page.request,
    admin.token,
    'mutation ($i: CollectionStoresInput!) { addCollectionStores(input: $i) { changed } }',
    { i: { collectionId: createStoreTypeCollection.id, storeIds: [ids[0]] } },
  );
  const memberCount = async () =>
    (
      await graphql<{ storeTypeCollection: { storeCount: number } }>(
        page.request,
        admin.token,
        'query ($id: ID!) { storeTypeCollection(id: $id) { storeCount } }',
        { id: createStoreTypeCollection.id },
      )
    ).storeTypeCollection.storeCount;

  await openSignedIn(
    page,
    `/catalog/store-type-collections/edit/${createStoreTypeCollection.id}`,
    DEMO_SUPPORT,
  );
  const table = page.getByRole('table', { name: 'Stores in this collection' });
  await expect(table.getByRole('cell', { name: names[0], exact: true })).toBeVisible();

  // Only non-members are offered: the member is not among the matches.
  const add = page.getByRole('combobox', { name: /^Add a store/ });
  await add.fill(run);
  await expect(page.getByRole('option', { name: new RegExp(`^${names[1]}`) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`^${names[0]}`) })).toHaveCount(0);
  await page.getByRole('option', { name: new RegExp(`^${names[1]}`) }).click();
  await expect(toast(page, `${names[1]} added`)).toBeVisible();
  await expect(table.getByRole('cell', { name: names[1], exact: true })).toBeVisible();
  expect(await memberCount()).toBe(2);

  await table.getByRole('checkbox', { name: new RegExp(names[0]) }).check();
  await page.getByRole('button', { name: 'Remove from collection' }).click();
  await page
    .getByRole('alertdialog', { name: /from the collection\?$/ })
    .getByRole('button', { name: 'Remove from collection' })
    .click();
  await expect(table.getByRole('cell', { name: names[0], exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: names[1], exact: true })).toBeVisible();
  expect(await memberCount()).toBe(1);
});

test('a store edit shows the save bar; Discard restores the values, and a save from the bar persists', async ({
  page,
}) => {
  const admin = await login(page.request);
  const setup = await catalogue(page.request, admin.token);
  const name = `Store ${unique()}`;
  const { createStore: store } = await graphql<{
    createStore: { id: string; name: string; metaTitle: null };
  }>(
    page.request,
    admin.token,
    'mutation ($i: StoreInput!) { createStore(input: $i) { id name metaTitle } }',
    {
      i: {
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        merchantId: setup.merchantId,
        storeTypeId: setup.storeTypeId,
        cityId: setup.cityId,
        currencyCode: 'USD',
        preparationTime: 20,
      },
    },
  );
  await openSignedIn(page, '/dashboard');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/catalog/stores/edit/${store.id}`);
  await expect(page.getByLabel(/^Name/).first()).toHaveValue(store.name);
  // The fields stand in titled sections; status and visibility in the side column beside them.
  for (const section of [
    'General',
    'Location',
    'Delivery and timing',
    'Money and commission',
    'SEO and meta',
  ]) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  const general = await page.getByRole('heading', { name: 'General', exact: true }).boundingBox();
  const status = await page.getByRole('heading', { name: 'Status and visibility' }).boundingBox();
  expect(status!.x).toBeGreaterThan(general!.x + general!.width);

  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toHaveCount(0);
  const metaTitle = page.getByRole('textbox', { name: /^Meta title/ });
  const preparation = page.getByRole('textbox', { name: /^Preparation time/ });
  const original = { metaTitle: store.metaTitle ?? '', preparation: await preparation.inputValue() };
  await metaTitle.fill('Open late on Thursdays');
  await preparation.fill('45');
  await expect(bar).toBeVisible();
  // Sticky: the bar is in the viewport while the top of the form is.
  await metaTitle.scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(bar).toHaveCount(0);
  await expect(metaTitle).toHaveValue(original.metaTitle);
  await expect(preparation).toHaveValue(original.preparation);

  const title = `Meta ${unique()}`;
  await metaTitle.fill(title);
  await preparation.fill('45');
  // Enter in a field still saves (the bar's Save is the form's submit button).
  await metaTitle.press('Enter');
  await expect(page).toHaveURL(/\/catalog\/stores$/);
  await page.goto(`/catalog/stores/edit/${store.id}`);
  await page.reload();
  await expect(metaTitle).toHaveValue(title);
  await expect(preparation).toHaveValue('45');
  await expect(bar).toHaveCount(0);
});
