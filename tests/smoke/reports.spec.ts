// The dashboard and the fifteen reports against the full demo data (12 months of orders, returns,
// coupons, wallet postings, reward points and sign-ups), through the real server's rollups.
//
// Runs in the demo-data suite (tests/playwright.smoke.config.ts, `pnpm test:smoke`), whose servers are seeded
// with the full demo data: on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REPORT_TYPES } from '../../packages/domain/src/reports/index.ts';
import { DEMO_SUPPORT } from '../e2e/env.ts';
import { openSignedIn } from '../e2e/helpers.ts';

/** The report's data rows (the totals row leads; data rows follow). */
// The report's table is the page's last (each chart carries its own data table first).
const dataRows = (page: Page) => page.locator('main table').last().locator('tbody tr');

async function expectReportShown(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main figure svg').first()).toBeVisible();
  // A totals row and at least one data row.
  expect(await dataRows(page).count()).toBeGreaterThan(1);
  await expect(dataRows(page).first()).toContainText(/Total/);
}

test('the dashboard shows KPIs, their trends and the charts', async ({ page }) => {
  await openSignedIn(page, '/dashboard?range=this-year');
  for (const label of ['Orders', 'Revenue', 'Average order value', 'New customers', 'Active stores']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  for (const name of [
    'Orders and revenue per day',
    'Orders by status',
    'Top 10 stores by revenue',
    'Payment methods',
  ]) {
    await expect(page.getByRole('figure', { name }).locator('svg').first()).toBeVisible();
  }
  // Each chart links to its report over the same days.
  await page.getByRole('link', { name: 'Open the report' }).first().click();
  await expect(page).toHaveURL(/\/reports\?type=sales-orders&from=\d{4}-\d{2}-\d{2}&to=/);
  await expectReportShown(page);
});

test('each of the fifteen reports shows rows and a chart', async ({ page }) => {
  test.setTimeout(180_000);
  expect(REPORT_TYPES).toHaveLength(15);
  await openSignedIn(page, '/dashboard');
  for (const type of REPORT_TYPES) {
    await page.goto(`/reports?type=${type}&range=this-year`);
    await test.step(type, () => expectReportShown(page));
  }
});

test('grouping and range are in the address, change the figures and survive reload', async ({ page }) => {
  await openSignedIn(page, '/reports?type=sales-orders&range=this-year');
  await expectReportShown(page);
  const byDay = await dataRows(page).count();
  await page.getByRole('radio', { name: 'Month' }).click();
  await expect(page).toHaveURL(/groupBy=month/);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => dataRows(page).count()).not.toBe(byDay);
  const byMonth = await dataRows(page).allTextContents();
  await page.reload();
  await expect(page).toHaveURL(/groupBy=month/);
  await expect.poll(() => dataRows(page).allTextContents()).toEqual(byMonth);

  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last month', exact: true }).click();
  await expect(page).toHaveURL(/range=last-month/);
  await expect.poll(() => dataRows(page).allTextContents()).not.toEqual(byMonth);
  await page.goBack();
  await expect(page).toHaveURL(/range=this-year/);
  await expect.poll(() => dataRows(page).allTextContents()).toEqual(byMonth);
});

test('a report downloads as CSV with a header and rows', async ({ page }) => {
  await openSignedIn(page, '/reports?type=merchant-orders&range=this-year');
  await expectReportShown(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/merchant/i);
  expect(lines.length).toBeGreaterThan(1);
});

test('an Arabic report reads right to left', async ({ page }) => {
  // Signed in in English (the helper waits for the English account menu), then the address switches.
  await openSignedIn(page, '/dashboard');
  await page.goto('/reports?type=sales-orders&range=this-year&locale=ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1')).toContainText('المبيعات');
  await expectReportShownArabic(page);
});

async function expectReportShownArabic(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main figure svg').first()).toBeVisible();
  await expect(dataRows(page).first()).toContainText('الإجمالي');
}

test('support is refused the reports and the dashboard', async ({ page }) => {
  await openSignedIn(page, '/reports?type=sales-orders', DEMO_SUPPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Reports')).toHaveCount(0);
});
