// Records against the demo data: an address whose record does not exist, and an order's return requested,
// approved and refunded to the customer's wallet from the order's page.
//
// Like orders.spec.ts, unless the whole run seeds the demo data (E2E_SEED=demo) this file starts its own
// demo-seeded server, on the port after the run's (E2E_DEMO_PORT), and stops it after.
import { expect, test } from '@playwright/test';
import { useDemoServer } from './demoServer.ts';
import { graphql, openSignedIn } from './helpers.ts';

useDemoServer();

test('a store id that does not exist says "not found" and leads back to the stores', async ({ page }) => {
  await openSignedIn(page, '/catalog/stores/edit/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('heading', { name: 'This store was not found' })).toBeVisible();
  // No empty store form titled as an edit.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Stores' }).click();
  await expect(page).toHaveURL(/\/catalog\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
});

test("an order's return is requested, approved and refunded to the customer's wallet", async ({ page }) => {
  test.setTimeout(180_000);
  const { token } = await openSignedIn(page, '/dashboard');
  // A delivered demo order with a line of which one unit can come back.
  const { orders } = await graphql<{
    orders: { nodes: { id: string; orderNo: string; items: { name: string; qty: number }[] }[] };
  }>(
    page.request,
    token,
    `
      query {
        orders(filter: { status: "delivered" }, first: 20) {
          nodes {
            id
            orderNo
            items {
              name
              qty
            }
          }
        }
      }
    `,
  );
  const order = orders.nodes.find((o) => o.items.length > 0)!;
  expect(order, 'a delivered demo order with items').toBeTruthy();
  const item = order.items[0]!;

  await page.goto(`/ecommerce/orders/view/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNo}` })).toBeVisible();
  // Breadcrumbs: group › list › the order's number.
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(order.orderNo);

  await page.getByRole('button', { name: 'Request a return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a return' });
  await dialog.getByLabel(`${item.name}: quantity to return`).first().fill('1');
  await dialog.getByLabel('Reason').fill('Arrived damaged');
  await dialog.getByRole('button', { name: 'Request return' }).click();

  const ret = page.getByTestId('order-return').filter({ hasText: 'Arrived damaged' });
  await expect(ret.getByText('Requested', { exact: true }).first()).toBeVisible();
  await ret.getByRole('button', { name: 'Approve' }).click();
  await expect(ret.getByText('Approved', { exact: true }).first()).toBeVisible();

  await ret.getByRole('button', { name: 'Refund to wallet' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund to wallet' });
  await refund.getByRole('button', { name: 'Refund to wallet' }).click();
  await expect(ret.getByText(/^Refunded .+ to the wallet$/).first()).toBeVisible();
  // Its timeline: requested, approved, refunded.
  await expect(ret.getByRole('list', { name: 'Return history' }).getByRole('listitem')).toHaveCount(3);

  // The server agrees: the return is refunded, with its amount.
  const { returns } = await graphql<{
    returns: { nodes: { status: string; refundAmount: number; reason: string }[] };
  }>(
    page.request,
    token,
    `
      query ($id: ID!) {
        returns(filter: { orderId: $id }) {
          nodes {
            status
            refundAmount
            reason
          }
        }
      }
    `,
    { id: order.id },
  );
  const saved = returns.nodes.find((r) => r.reason === 'Arrived damaged')!;
  expect(saved.status).toBe('refunded');
  expect(saved.refundAmount).toBeGreaterThan(0);
});

test('the command palette finds an order by its number and a customer by email', async ({ page }) => {
  const { token } = await openSignedIn(page, '/dashboard');
  const { orders, customers } = await graphql<{
    orders: { nodes: { id: string; orderNo: string }[] };
    customers: { nodes: { id: string; name: string; email: string }[] };
  }>(
    page.request,
    token,
    `
      query {
        orders(first: 1) {
          nodes {
            id
            orderNo
          }
        }
        customers(first: 1) {
          nodes {
            id
            name
            email
          }
        }
      }
    `,
  );
  const order = orders.nodes[0]!;
  const customer = customers.nodes[0]!;

  await page.getByRole('button', { name: /Search pages/ }).click();
  const palette = page.getByRole('dialog', { name: 'Go to page' });
  await palette.getByRole('combobox').fill(order.orderNo);
  await palette
    .getByRole('group', { name: 'Orders' })
    .getByRole('option', { name: new RegExp(order.orderNo) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ecommerce/orders/view/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNo}` })).toBeVisible();

  await page.getByRole('button', { name: /Search pages/ }).click();
  // The box is empty: the order just opened is offered first.
  await expect(
    palette.getByRole('group', { name: 'Recently opened' }).getByRole('option').first(),
  ).toContainText(order.orderNo);
  await palette.getByRole('combobox').fill(customer.email);
  await palette
    .getByRole('group', { name: 'Customers' })
    .getByRole('option', { name: new RegExp(customer.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/users/customers/edit/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Customers: ${customer.name}` })).toBeVisible();
});

test('the audit log shows an edit made in the same test, with its diff, and leads to the record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token } = await openSignedIn(page, '/dashboard');
  const { stores } = await graphql<{ stores: { nodes: { id: string; name: string; version: number }[] } }>(
    page.request,
    token,
    `
      query {
        stores(first: 1) {
          nodes {
            id
            name
            version
          }
        }
      }
    `,
  );
  const store = stores.nodes[0]!;
  const renamed = `${store.name} (audited)`.slice(0, 60);
  await page.goto(`/catalog/stores/edit/${store.id}`);
  const name = page.getByLabel(/^Name/).first();
  await expect(name).toHaveValue(store.name);
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved: the form returns to the list, which shows the new name.
  await expect(page).toHaveURL(/\/catalog\/stores$/);
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  await page.goto('/users/audit-log?entity=stores&action=update');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${store.name} → ${renamed}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('admin@example.com');
  await expect(row).toContainText('Updated');
  await row.getByRole('link', { name: new RegExp(`Open Stores ${store.id}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/stores/edit/${store.id}$`));
  await expect(page.getByLabel(/^Name/).first()).toHaveValue(renamed);
});
