// The shared list and edit pages (resources/framework) against the real server: create, validate, edit
// and delete a language; the 701 refusal for a state with cities; a stale save's conflict dialog; and the
// CSV export of a filtered list.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { graphql, login, openSignedIn, randomLetters, twoPeople, unique } from './helpers.ts';

const LANGUAGES = '/configuration/languages';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The list's rows whose name cell is exactly `name`. */
const rowNamed = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function searchByName(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.fill(text);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('name_contains')).toBe(text);
}

test('a language is refused with a one-letter name, then added, edited and deleted', async ({ page }) => {
  const { token } = await openSignedIn(page, LANGUAGES);
  const name = `Lang ${unique()}`;
  const renamed = `${name} 2`;
  const code = randomLetters(5).toLowerCase();
  const count = async () =>
    (
      await graphql<{ languages: { totalCount: number } }>(
        page.request,
        token,
        '{ languages { totalCount } }',
      )
    ).languages.totalCount;
  const before = await count();
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('CreateLanguageRecord'))
      creates.push(request.postData()!);
  });

  // The page header's link (an empty list offers the same link again in the table).
  await page.getByRole('link', { name: 'Add language' }).first().click();
  await expect(page).toHaveURL(`${LANGUAGES}/edit`);
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameField.fill('X');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'Locale', exact: true }).fill('xx-XX');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription('Must be at least 2 characters');
  await expect(page).toHaveURL(`${LANGUAGES}/edit`);
  expect(creates).toEqual([]);
  expect(await count()).toBe(before);

  await nameField.fill(name);
  await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added information successfully')).toBeVisible();
  await expect(page).toHaveURL(LANGUAGES);
  await searchByName(page, name);
  await expect(rowNamed(page, name)).toHaveCount(1);
  await expect(rowNamed(page, name).getByRole('cell', { name: code, exact: true })).toBeVisible();
  expect(await count()).toBe(before + 1);

  await rowNamed(page, name).getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Languages: ${name}` })).toBeVisible();
  await expect(nameField).toHaveValue(name);
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated information successfully')).toBeVisible();
  await expect(page).toHaveURL(LANGUAGES);
  await searchByName(page, renamed);
  await expect(rowNamed(page, renamed)).toHaveCount(1);

  await rowNamed(page, renamed).getByRole('cell', { name: renamed, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Languages: ${renamed}` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this language?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(LANGUAGES);
  expect(await count()).toBe(before);
});

test('deleting a state that has cities is refused with the 701 message', async ({ page }) => {
  const { token } = await login(page.request);
  const stateName = `State ${unique()}`;
  const code = `Q${randomLetters(1)}`;
  const { createState } = await graphql<{ createState: { id: string } }>(
    page.request,
    token,
    'mutation ($input: StateInput!) { createState(input: $input) { id } }',
    { input: { name: stateName, code } },
  );
  await graphql(page.request, token, 'mutation ($input: CityInput!) { createCity(input: $input) { id } }', {
    input: { name: `City ${unique()}`, stateId: createState.id },
  });

  await openSignedIn(page, `/configuration/states?name_contains=${encodeURIComponent(stateName)}`);
  await expect(rowNamed(page, stateName).getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await rowNamed(page, stateName).getByRole('cell', { name: stateName, exact: true }).click();
  await expect(page).toHaveURL(`/configuration/states/edit/${createState.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this state?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'There are cities attached to this state')).toBeVisible();
  await expect(page).toHaveURL(`/configuration/states/edit/${createState.id}`);
  const { state } = await graphql<{ state: { name: string; cityCount: number } | null }>(
    page.request,
    token,
    'query ($id: ID!) { state(id: $id) { name cityCount } }',
    { id: createState.id },
  );
  expect(state).toEqual({ name: stateName, cityCount: 1 });
});

test('a save over someone else’s newer save opens the conflict dialog; reload shows theirs', async ({
  browser,
}) => {
  await twoPeople(browser, async (mine, theirs) => {
    const { token } = await login(mine.request);
    const name = `Currency ${unique()}`;
    const { createCurrency } = await graphql<{ createCurrency: { id: string } }>(
      mine.request,
      token,
      'mutation ($input: CurrencyInput!) { createCurrency(input: $input) { id } }',
      { input: { name, code: `X${randomLetters(2)}`, symbolLeft: '¤', decimalPlaces: 2 } },
    );
    const edit = `/configuration/currencies/edit/${createCurrency.id}`;
    await openSignedIn(theirs, edit);
    await openSignedIn(mine, edit);
    for (const page of [theirs, mine]) {
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    }

    // The other person saves first…
    await theirs.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} theirs`);
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(toast(theirs, 'Updated information successfully')).toBeVisible();

    // …so this save, from the older version, is refused with the conflict dialog.
    const nameField = mine.getByRole('textbox', { name: 'Name', exact: true });
    await nameField.fill(`${name} mine`);
    await mine.getByRole('button', { name: 'Save' }).click();
    const dialog = mine.getByRole('dialog', { name: 'Someone else changed this record' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^Name/ })).toContainText(`${name} theirs`);
    await expect(dialog.getByRole('row', { name: /^Name/ })).toContainText(`${name} mine`);
    await dialog.getByRole('button', { name: 'Reload their version' }).click();
    await expect(dialog).toBeHidden();
    await expect(nameField).toHaveValue(`${name} theirs`);
    await expect(mine).toHaveURL(edit);

    // Their version is now this form's starting point: saving from it goes through.
    await nameField.fill(`${name} after`);
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(toast(mine, 'Updated information successfully')).toBeVisible();
    const { currency } = await graphql<{ currency: { name: string; version: number } }>(
      mine.request,
      token,
      'query ($id: ID!) { currency(id: $id) { name version } }',
      { id: createCurrency.id },
    );
    expect(currency).toEqual({ name: `${name} after`, version: 3 });
  });
});

test('Export CSV on a list filtered by name downloads only the matching rows', async ({ page }) => {
  const { token } = await login(page.request);
  const tag = unique();
  const create = (name: string) =>
    graphql(
      page.request,
      token,
      'mutation ($input: LanguageInput!) { createLanguage(input: $input) { id } }',
      {
        input: { name, code: randomLetters(6).toLowerCase(), locale: 'xx-XX' },
      },
    );
  const wanted = [`Export ${tag} A`, `Export ${tag} B`];
  const other = `Other ${unique()}`;
  for (const name of [...wanted, other]) await create(name);

  await openSignedIn(page, LANGUAGES);
  await searchByName(page, tag);
  await expect(page.getByRole('row')).toHaveCount(3); // the header and the two matches
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('languages.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/name/i);
  expect(lines).toHaveLength(3);
  for (const name of wanted) expect(csv).toContain(name);
  expect(csv).not.toContain(other);
});
