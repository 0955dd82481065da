// List filters as chips and saved views (issue 19) against the real server, on the store types list (a screen
// both admin and support use): a chip added and removed with the URL following it (Back restores it), and a
// view saved and shared by one staff member, opened from the tabs by another, who sees the filtered rows and
// makes it their own default, until its owner makes it private again.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SUPPORT } from './env.ts';
import { addFilter, graphql, openSignedIn, twoPeople, unique } from './helpers.ts';

const STORE_TYPES = '/catalog/store-types';

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The names in the list's name column, as shown. */
const rowNamed = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Three store types named after one run: the first and last active, the middle one not. */
async function storeTypes(page: Page, token: string) {
  const tag = unique();
  const names = [`Views ${tag} one`, `Views ${tag} two`, `Views ${tag} three`];
  for (const [i, name] of names.entries()) {
    await graphql(
      page.request,
      token,
      'mutation ($input: StoreTypeInput!) { createStoreType(input: $input) { id } }',
      { input: { name, slug: `views-${tag}-${i}`, isActive: i !== 1 } },
    );
  }
  return { search: `Views ${tag}`, names };
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search by name' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => param(page, 'name_contains')).toBe(text);
}

/** Sets the "Active" chip (already added, its editor open) to `answer`. */
async function setActive(page: Page, answer: 'Yes' | 'No') {
  const editor = page.getByRole('dialog', { name: 'Active is' });
  await editor.getByRole('combobox', { name: 'Active' }).click();
  await page.getByRole('option', { name: answer, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
}

test('a filter chip is added and removed, the URL following it; Back brings it back', async ({ page }) => {
  const { token } = await openSignedIn(page, STORE_TYPES);
  const { search: text, names } = await storeTypes(page, token);
  await search(page, text);
  for (const name of names) await expect(rowNamed(page, name)).toHaveCount(1);

  await addFilter(page, 'Active');
  // Just added, it has no value and the URL does not name it yet.
  expect(param(page, 'isActive')).toBeNull();
  await setActive(page, 'Yes');
  await expect.poll(() => param(page, 'isActive')).toBe('true');
  const chip = page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Active is Yes' });
  await expect(chip).toBeVisible();
  await expect(rowNamed(page, names[1]!)).toHaveCount(0);
  await expect(rowNamed(page, names[0]!)).toHaveCount(1);
  await expect(rowNamed(page, names[2]!)).toHaveCount(1);

  await page.getByRole('button', { name: 'Remove filter Active' }).click();
  await expect.poll(() => param(page, 'isActive')).toBeNull();
  expect(param(page, 'name_contains')).toBe(text);
  await expect(chip).toHaveCount(0);
  await expect(rowNamed(page, names[1]!)).toHaveCount(1);

  await page.goBack();
  await expect.poll(() => param(page, 'isActive')).toBe('true');
  await expect(chip).toBeVisible();
  await expect(rowNamed(page, names[1]!)).toHaveCount(0);
});

test('a view saved and shared by one staff member is opened from the tabs by another, filtered', async ({
  browser,
}) => {
  await twoPeople(browser, async (admin, support) => {
    const { token } = await openSignedIn(admin, STORE_TYPES);
    const { search: text, names } = await storeTypes(admin, token);
    const viewName = `Inactive ${text.slice(6)}`;

    await search(admin, text);
    await addFilter(admin, 'Active');
    await setActive(admin, 'No');
    await expect.poll(() => param(admin, 'isActive')).toBe('false');
    await expect(rowNamed(admin, names[1]!)).toHaveCount(1);
    await expect(rowNamed(admin, names[0]!)).toHaveCount(0);

    await admin.getByRole('button', { name: 'Save view' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Save view' });
    // A view needs a name.
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(dialog.getByLabel(/^Name/)).toHaveAccessibleDescription(/Give the view a name/);
    await dialog.getByLabel(/^Name/).fill(viewName);
    await dialog.getByRole('switch', { name: 'Share with all staff' }).click();
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(dialog).toBeHidden();
    const adminTab = admin.getByRole('tab', { name: `${viewName}, shared` });
    await expect(adminTab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => param(admin, 'view')).toMatch(/^[0-9a-f-]{36}$/);

    // Support opens the plain list: every store type of the run, and the shared view among the tabs.
    await openSignedIn(support, STORE_TYPES, DEMO_SUPPORT);
    await search(support, text);
    for (const name of names) await expect(rowNamed(support, name)).toHaveCount(1);
    await support.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => param(support, 'name_contains')).toBeNull();
    const tab = support.getByRole('tab', { name: `${viewName}, shared` });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => param(support, 'isActive')).toBe('false');
    expect(param(support, 'name_contains')).toBe(text);
    await expect(rowNamed(support, names[1]!)).toHaveCount(1);
    await expect(rowNamed(support, names[0]!)).toHaveCount(0);
    await expect(rowNamed(support, names[2]!)).toHaveCount(0);
    await expect(
      support.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Active is No' }),
    ).toBeVisible();
    // Shared by someone else: support may not change it, only make it their own default.
    await support.getByRole('button', { name: 'View actions' }).click();
    await expect(support.getByRole('menuitem')).toHaveText(['Open this view by default']);
    await support.getByRole('menuitem', { name: 'Open this view by default' }).click();
    await expect(support.getByRole('tab', { name: `${viewName}, shared, default` })).toBeVisible();
    const viewId = param(support, 'view');

    // The "All" tab is the list again, unfiltered.
    await support.getByRole('tab', { name: 'All' }).click();
    await expect.poll(() => param(support, 'isActive')).toBeNull();
    await expect.poll(() => param(support, 'view')).toBeNull();

    // The plain list, as the menu opens it, opens support's default: the view admin shares.
    await support.goto(STORE_TYPES);
    await expect.poll(() => param(support, 'view')).toBe(viewId);
    await expect.poll(() => param(support, 'isActive')).toBe('false');
    // Its owner makes it private: it is nobody else's default any more, and the plain list stays plain.
    await admin.getByRole('button', { name: 'View actions' }).click();
    await admin.getByRole('menuitem', { name: 'Make private' }).click();
    await expect(admin.getByRole('tab', { name: viewName, exact: true })).toBeVisible();
    await support.goto(STORE_TYPES);
    await expect(support.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(support.getByRole('tab', { name: new RegExp(viewName) })).toHaveCount(0);
    expect(param(support, 'view')).toBeNull();
  });
});
