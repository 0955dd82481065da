// Data jobs against the demo data (issue 14): a products CSV with one bad row is checked (the row's error
// shows, nothing is saved), the corrected file is checked and imported and its products are in the products
// list; an export job of them completes and its file downloads; a maintenance script's run shows in the
// jobs page with its log; a running job is cancelled and a failed one retried.
//
// Like records.spec.ts, unless the whole run seeds the demo data (E2E_SEED=demo) this file starts its own
// demo-seeded server, on the port after the run's (E2E_DEMO_PORT), and stops it after. Cancel and retry use
// a script only the e2e server registers (packages/api/test/fixtures/e2e-wait-script.ts).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { useDemoServer } from './demoServer.ts';
import { graphql, login, openSignedIn, unique } from './helpers.ts';

useDemoServer();

/** Jobs wait for a worker's poll and run beside the demo's own work: give them time on a shared machine. */
const JOB_TIMEOUT = 120_000;

const HEADER = 'store,sku,name,category,price,stock';

async function chooseOption(page: Page, index: number, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).nth(index).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseCsv(page: Page, name: string, text: string) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

/** The status badge of the job detail shown under `scope` (the inline detail of a page). */
const jobStatus = (page: Page, status: string) =>
  page.locator('[data-job-id]').getByText(status, { exact: true });

test('a products CSV: a bad row is reported and nothing saved; corrected, it imports; an export job downloads them', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const session = await login(page.request);
  const { stores } = await graphql<{ stores: { nodes: { slug: string; name: string }[] } }>(
    page.request,
    session.token,
    '{ stores(first: 1) { nodes { slug name } } }',
  );
  const store = stores.nodes[0]!.slug;
  const tag = `Imp${unique()}`;
  const rows = [1, 2, 3].map((i) => ({ sku: `${tag}-${i}`, name: `${tag} product ${i}` }));
  const csv = (badPrice: string) =>
    [
      HEADER,
      `${store},${rows[0]!.sku},${rows[0]!.name},,12.50,10`,
      `${store},${rows[1]!.sku},${rows[1]!.name},,${badPrice},5`,
      `${store},${rows[2]!.sku},${rows[2]!.name},,3.00,0`,
    ].join('\r\n') + '\r\n';
  const countImported = async () =>
    (
      await graphql<{ products: { totalCount: number } }>(
        page.request,
        session.token,
        'query ($q: String) { products(filter: { name_contains: $q }) { totalCount } }',
        { q: tag },
      )
    ).products.totalCount;

  await openSignedIn(page, '/miscellaneous/export-import');
  await chooseOption(page, 1, 'Data', 'Products');
  await chooseCsv(page, 'products-bad.csv', csv('lots'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();

  // The check report names the bad row's column and value; the import stays closed.
  const report = page.getByRole('table', { name: /Problems found/ });
  await expect(report).toBeVisible({ timeout: JOB_TIMEOUT });
  const problem = report.getByRole('row').filter({ hasText: 'lots' });
  await expect(problem).toHaveCount(1);
  await expect(problem.getByRole('cell', { name: 'price', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await countImported()).toBe(0);

  // The corrected file checks clean and imports.
  await chooseCsv(page, 'products.csv', csv('7.25'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('All 3 rows passed the check')).toBeVisible({ timeout: JOB_TIMEOUT });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(jobStatus(page, 'Succeeded')).toHaveCount(2, { timeout: JOB_TIMEOUT });
  expect(await countImported()).toBe(3);

  await page.goto(`/catalog/products?name_contains=${encodeURIComponent(tag)}`);
  for (const row of rows)
    await expect(page.locator(`td[data-column="name"][title="${row.name}"]`)).toBeVisible();

  // An export job of the products list: it completes and its file downloads, with them in it.
  await page.goto('/miscellaneous/export-import');
  await chooseOption(page, 0, 'Data', 'Products');
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(jobStatus(page, 'Succeeded')).toBeVisible({ timeout: JOB_TIMEOUT });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download .*\.csv/ }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]!.split(',')).toEqual(expect.arrayContaining(['name', 'sku', 'price', 'stock']));
  expect(lines.length).toBeGreaterThan(3);
  for (const row of rows) expect(lines.some((line) => line.includes(row.name))).toBe(true);
});

test('a script run shows in the jobs page with its log', async ({ page }) => {
  test.setTimeout(300_000);
  await openSignedIn(page, '/miscellaneous/scripts');
  const form = page.getByRole('form', { name: 'Verify the wallet ledger' });
  await form.getByRole('checkbox', { name: /Dry run/ }).check();
  await form.getByRole('button', { name: 'Run' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('As a dry run: nothing is changed.');
  await confirm.getByRole('button', { name: 'Run' }).click();
  await expect(jobStatus(page, 'Succeeded')).toBeVisible({ timeout: JOB_TIMEOUT });

  await page.goto('/miscellaneous/jobs');
  await page.getByRole('row').filter({ hasText: 'verify-ledger' }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Succeeded', { exact: true })).toBeVisible();
  const log = sheet.getByRole('log');
  await expect(log).toContainText(/wallets checked: .* \(dry run: nothing changed\)/);
  await expect(log).toContainText('Finished');
});

test('a running job is cancelled; a failed job is retried and then succeeds', async ({ page }) => {
  test.setTimeout(400_000);
  await openSignedIn(page, '/miscellaneous/scripts');
  const form = page.getByRole('form', { name: 'E2E wait (test server only)' });

  // Waits two minutes unless cancelled: cancelled while it runs.
  await form.getByRole('spinbutton', { name: 'Seconds' }).fill('120');
  await form.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run' }).click();
  await expect(jobStatus(page, 'Running')).toBeVisible({ timeout: JOB_TIMEOUT });
  await page.getByRole('button', { name: 'Cancel job' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel job' }).click();
  // Read afresh from the jobs page (the live update is not what this test is about). Followed by its
  // address: a click while the confirmation is closing can land on nothing, and the reloads below would
  // then reload the scripts page.
  const openInJobs = async () => {
    const link = page.getByRole('link', { name: 'Open in jobs' });
    await expect(link).toBeVisible();
    await page.goto((await link.getAttribute('href'))!);
    await expect(page).toHaveURL(/\/miscellaneous\/jobs\?job=/);
  };
  await openInJobs();
  const sheet = page.getByRole('dialog');
  const settlesAs = (status: string) =>
    expect(async () => {
      await page.reload();
      await expect(sheet.getByText(status, { exact: true })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: JOB_TIMEOUT });
  await settlesAs('Cancelled');

  // Fails its first run on purpose; retried from the jobs page, it succeeds.
  await page.goto('/miscellaneous/scripts');
  await form.getByRole('spinbutton', { name: 'Seconds' }).fill('1');
  await form.getByRole('checkbox', { name: 'Fail the first run' }).check();
  await form.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run' }).click();
  await openInJobs();
  await settlesAs('Failed');
  await expect(sheet.getByText('Failed on purpose (first run)').first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Retry' }).click();
  await settlesAs('Succeeded');
  await expect(sheet.getByRole('log')).toContainText('Retried by admin@example.com');
  await expect(sheet.getByRole('log')).toContainText('Waited');
});
