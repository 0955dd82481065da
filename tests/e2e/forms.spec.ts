// The issue's representative forms through the UI against the real server: each one's domain rule refuses
// bad input with nothing sent, then the record is added, edited and deleted — a filter with its merchant
// picked by search, a help article, a currency, a coupon — plus a slider whose image is too large, a
// deliberate "Overwrite with mine" after a conflict, and the refused export of a large unfiltered list.
import { expect, test, type Page } from '@playwright/test';
import { E2E_EXPORT_UNFILTERED_LIMIT } from './env.ts';
import { graphql, login, openSignedIn, randomLetters, twoPeople, unique } from './helpers.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Watches the GraphQL requests of one operation name, so a test can say none was sent. */
function requestsOf(page: Page, operation: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes(operation))
      sent.push(request.postData()!);
  });
  return sent;
}

/** Opens a list filtered by `search` (a text filter in the URL), then the row named `name`. */
async function openRow(page: Page, list: string, filter: string, name: string) {
  await page.goto(`${list}?${filter}=${encodeURIComponent(name)}`);
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${list}/edit/[0-9a-f-]{36}$`));
}

/** Deletes the open record behind its confirm, and lands on the list with the spec's toast. */
async function deleteOpenRecord(page: Page, list: string, dialogName: string) {
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: dialogName }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${list}(\\?.*)?$`));
}

async function pickChoice(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a filter needs its merchant picked by search; then it is added, edited and deleted', async ({
  page,
}) => {
  const { token } = await openSignedIn(page, '/catalog/filters');
  const merchantName = `Merchant ${unique()}`;
  const { createMerchant } = await graphql<{ createMerchant: { id: string } }>(
    page.request,
    token,
    'mutation ($input: MerchantInput!) { createMerchant(input: $input) { id } }',
    {
      input: {
        legalName: merchantName,
        contactName: 'Sam Doe',
        email: `${unique()}@example.com`,
        phone: '+15550001111',
      },
    },
  );
  const creates = requestsOf(page, 'CreateFilterRecord');
  const name = `Fil ${unique()}`;

  await page.getByRole('link', { name: 'Add filter' }).first().click();
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Description').fill('Only organic produce');
  await textbox(page, 'Slug').fill('ab');
  await page.getByRole('button', { name: 'Save' }).click();
  // The slug is too short and no merchant is chosen (merchant_id must be a 36-character id).
  await expect(textbox(page, 'Slug')).toHaveAccessibleDescription('Must be at least 3 characters');
  await expect(page.getByRole('combobox', { name: 'Merchant' })).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toEqual([]);

  await textbox(page, 'Slug').fill(`organic-${unique()}`);
  await page.getByRole('combobox', { name: 'Merchant' }).fill(merchantName.slice(0, 14));
  await page.getByRole('option', { name: new RegExp(`^${merchantName}`) }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added information successfully')).toBeVisible();
  expect(creates).toHaveLength(1);
  expect(creates[0]).toContain(createMerchant.id);

  await openRow(page, '/catalog/filters', 'name_contains', name);
  await expect(page.getByRole('combobox', { name: 'Merchant' })).toHaveValue(merchantName);
  await textbox(page, 'Name').fill(`${name} 2`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated information successfully')).toBeVisible();
  await openRow(page, '/catalog/filters', 'name_contains', `${name} 2`);
  await deleteOpenRecord(page, '/catalog/filters', 'Delete this filter?');
  const { filters } = await graphql<{ filters: { totalCount: number } }>(
    page.request,
    token,
    'query ($name: String) { filters(filter: { name_contains: $name }) { totalCount } }',
    { name },
  );
  expect(filters.totalCount).toBe(0);
});

test('a help article is refused with a short question, then added, edited and deleted', async ({ page }) => {
  await openSignedIn(page, '/catalog/help');
  const creates = requestsOf(page, 'CreateHelpRecord');
  const question = `How do refunds work ${unique()}?`;

  await page.getByRole('link', { name: 'Add help article' }).first().click();
  await textbox(page, 'Question').fill('Refunds?');
  await textbox(page, 'Answer').fill('Too short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(textbox(page, 'Question')).toHaveAccessibleDescription('Must be at least 10 characters');
  await expect(textbox(page, 'Answer')).toHaveAccessibleDescription('Must be at least 15 characters');
  expect(creates).toEqual([]);

  await textbox(page, 'Question').fill(question);
  await textbox(page, 'Answer').fill('A refund goes back to the wallet within a day.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added information successfully')).toBeVisible();

  await openRow(page, '/catalog/help', 'question_contains', question);
  await textbox(page, 'Answer').fill('A refund goes back to the customer wallet within one day.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated information successfully')).toBeVisible();
  await openRow(page, '/catalog/help', 'question_contains', question);
  await expect(textbox(page, 'Answer')).toHaveValue(
    'A refund goes back to the customer wallet within one day.',
  );
  await deleteOpenRecord(page, '/catalog/help', 'Delete this help article?');
});

test('a currency needs a 3-letter ISO code; then it is added, edited and deleted', async ({ page }) => {
  await openSignedIn(page, '/configuration/currencies');
  const creates = requestsOf(page, 'CreateCurrencyRecord');
  const name = `Crown ${unique()}`;

  await page.getByRole('link', { name: 'Add currency' }).first().click();
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'ISO code').fill('cr');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(textbox(page, 'ISO code')).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toEqual([]);

  await textbox(page, 'ISO code').fill(`Q${randomLetters(2)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added information successfully')).toBeVisible();

  await openRow(page, '/configuration/currencies', 'name_contains', name);
  await textbox(page, 'Symbol before amount').fill('kr');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated information successfully')).toBeVisible();
  await openRow(page, '/configuration/currencies', 'name_contains', name);
  await expect(textbox(page, 'Symbol before amount')).toHaveValue('kr');
  await deleteOpenRecord(page, '/configuration/currencies', 'Delete this currency?');
});

test('a coupon is refused above 100 % and with its window backwards, then added, edited and deleted', async ({
  page,
}) => {
  const { token } = await openSignedIn(page, '/marketing/coupons');
  const creates = requestsOf(page, 'CreateCouponRecord');
  const code = `E2E${randomLetters(6)}`;

  await page.getByRole('link', { name: 'Add coupon' }).first().click();
  await textbox(page, 'Code').fill(code);
  await textbox(page, 'Title').fill('Winter cashback');
  await pickChoice(page, 'Type', 'Cashback to the wallet');
  await pickChoice(page, 'Discount type', 'Percentage');
  await textbox(page, 'Discount').fill('150');
  await page.getByLabel('Valid from').fill('2026-12-10T10:00');
  await page.getByLabel('Valid to').fill('2026-12-01T10:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(textbox(page, 'Discount')).toHaveAccessibleDescription(/A percentage cannot exceed 100/);
  await expect(page.getByLabel('Valid to')).toHaveAccessibleDescription(/Must be after the start date/);
  expect(creates).toEqual([]);

  await textbox(page, 'Discount').fill('15');
  await page.getByLabel('Valid to').fill('2026-12-31T22:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added information successfully')).toBeVisible();

  await openRow(page, '/marketing/coupons', 'code_contains', code);
  await textbox(page, 'Title').fill('Winter cashback, extended');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated information successfully')).toBeVisible();
  const { coupons } = await graphql<{
    coupons: { nodes: { title: string; type: string; discountType: string; discountValue: number }[] };
  }>(
    page.request,
    token,
    'query ($code: String) { coupons(filter: { code_contains: $code }) { nodes { title type discountType discountValue } } }',
    { code },
  );
  expect(coupons.nodes).toEqual([
    { title: 'Winter cashback, extended', type: 'cashback', discountType: 'percentage', discountValue: 15 },
  ]);
  await openRow(page, '/marketing/coupons', 'code_contains', code);
  await deleteOpenRecord(page, '/marketing/coupons', 'Delete this coupon?');
});

// A 1×1 PNG: the server checks an upload's type by its content, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a slider image over 5 MB is refused with the message; a small PNG is uploaded and saved', async ({
  page,
}) => {
  const { token } = await openSignedIn(page, '/marketing/sliders/edit');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uploads')) uploads.push(request.method());
  });
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose image: Image' }).click(),
    ]);
    await chooser.setFiles(file);
  };

  await choose({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
  await expect(page.getByText('Image must be smaller than 5MB!')).toBeVisible();
  await choose({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('You can only upload JPG/PNG file!')).toBeVisible();
  expect(uploads).toEqual([]);

  await choose({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: /Image/ })).toBeVisible();
  const title = `Slider ${unique()}`;
  await textbox(page, 'Title').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added information successfully')).toBeVisible();
  expect(uploads).toEqual(['POST']);

  const { sliders } = await graphql<{ sliders: { nodes: { image: string }[] } }>(
    page.request,
    token,
    'query ($title: String) { sliders(filter: { title_contains: $title }) { nodes { image } } }',
    { title },
  );
  expect(sliders.nodes).toHaveLength(1);
  const image = await page.request.get(sliders.nodes[0]!.image);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('after a conflict, "Overwrite with mine" saves my values over theirs on purpose', async ({
  browser,
}) => {
  await twoPeople(browser, async (mine, theirs) => {
    const { token } = await login(mine.request);
    const question = `Where is my order ${unique()}?`;
    const { createHelp } = await graphql<{ createHelp: { id: string } }>(
      mine.request,
      token,
      'mutation ($input: HelpInput!) { createHelp(input: $input) { id } }',
      { input: { question, answer: 'Open the orders screen of the app.' } },
    );
    const edit = `/catalog/help/edit/${createHelp.id}`;
    await openSignedIn(theirs, edit);
    await openSignedIn(mine, edit);
    for (const page of [theirs, mine]) await expect(textbox(page, 'Question')).toHaveValue(question);

    await textbox(theirs, 'Answer').fill('Their answer: see the orders screen.');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(toast(theirs, 'Updated information successfully')).toBeVisible();

    await textbox(mine, 'Answer').fill('My answer: the orders screen shows it.');
    await mine.getByRole('button', { name: 'Save' }).click();
    const dialog = mine.getByRole('dialog', { name: 'Someone else changed this record' });
    await expect(dialog.getByRole('row', { name: /^Answer/ })).toContainText('Their answer');
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(toast(mine, 'Updated information successfully')).toBeVisible();

    const { help } = await graphql<{ help: { answer: string; version: number } }>(
      mine.request,
      token,
      'query ($id: ID!) { help(id: $id) { answer version } }',
      { id: createHelp.id },
    );
    expect(help).toEqual({ answer: 'My answer: the orders screen shows it.', version: 3 });
  });
});

test('Export CSV of a large unfiltered list is refused with the message; filtered it downloads', async ({
  page,
}) => {
  const { token } = await login(page.request);
  const tag = unique();
  for (let i = 0; i <= E2E_EXPORT_UNFILTERED_LIMIT; i++) {
    await graphql(
      page.request,
      token,
      'mutation ($input: HelpCategoryInput!) { createHelpCategory(input: $input) { id } }',
      {
        input: { name: `Topic ${tag} ${i}` },
      },
    );
  }
  await openSignedIn(page, '/catalog/help-category');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(toast(page, 'Only filtered results can be exported due to huge data')).toBeVisible();
  expect(downloads).toBe(0);

  await page.goto(`/catalog/help-category?name_contains=${encodeURIComponent(`${tag} 1`)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('helpCategories.csv');
});
