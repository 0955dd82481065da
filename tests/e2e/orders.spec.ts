// Orders against the demo data: the list's filters live in the URL (reload, back button), and the live
// board (/ecommerce/now) follows orders placed and moved elsewhere through the subscriptions.
//
// Orders need the demo catalogue (stores, products, customers, statuses and their transitions, which
// no GraphQL mutation creates), so unless the whole run already seeds it (E2E_SEED=demo) this file
// starts its own demo-seeded server on the next port for its few tests (~10–16 s) and stops it after.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_BASE_URL, useDemoServer } from './demoServer.ts';
import { addFilter, graphql, login, openSignedIn, unique } from './helpers.ts';

useDemoServer();

const ORDERS = '/ecommerce/orders';

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Sets the filter chip `field` to `option`: its chip (added from "Add filter" if absent), then its select. */
async function choose(page: Page, field: string, option: string) {
  const chip = page
    .getByRole('group', { name: 'Filters' })
    .getByRole('button', { name: new RegExp(`^${field} is`) });
  if ((await chip.count()) === 0) await addFilter(page, field);
  else await chip.click();
  const editor = page.getByRole('dialog', { name: `${field} is` });
  await editor.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
}

/** Every body row of the orders table shows `label` as its payment status, and there are some. */
async function expectOnlyPayment(page: Page, label: string) {
  const body = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const paying = (name: string | RegExp) =>
    body.filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(paying(label).first()).toBeVisible();
  await expect(paying(/^(Pending|Processing|Success|Failed)$/)).toHaveCount(await paying(label).count());
  await expect(body).toHaveCount(await paying(label).count());
}

test('the orders filter lives in the URL: it survives a reload and the back button restores it', async ({
  page,
}) => {
  await openSignedIn(page, ORDERS);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filters' });
  const payment = filters.getByRole('button', { name: /^Payment is/ });
  const status = filters.getByRole('button', { name: /^Status is/ });

  await choose(page, 'Payment', 'Failed');
  await expect.poll(() => param(page, 'paymentStatus')).toBe('4');
  await expectOnlyPayment(page, 'Failed');

  await page.reload();
  await expect(payment).toHaveAccessibleName('Payment is Failed');
  expect(param(page, 'paymentStatus')).toBe('4');
  await expectOnlyPayment(page, 'Failed');

  // No delivered order ever failed its payment in the demo data: both filters apply together.
  await choose(page, 'Status', 'Delivered');
  await expect.poll(() => param(page, 'status')).toBe('delivered');
  expect(param(page, 'paymentStatus')).toBe('4');
  await expect(page.getByRole('heading', { name: 'No rows match these filters' })).toBeVisible();

  await page.goBack();
  await expect.poll(() => param(page, 'status')).toBeNull();
  expect(param(page, 'paymentStatus')).toBe('4');
  await expect(status).toHaveCount(0);
  await expect(payment).toHaveAccessibleName('Payment is Failed');
  await expectOnlyPayment(page, 'Failed');

  await page.goBack();
  await expect.poll(() => param(page, 'paymentStatus')).toBeNull();
  await expect(payment).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /^(Pending|Processing|Success)$/ }).first()).toBeVisible();

  await page.goForward();
  await expect.poll(() => param(page, 'paymentStatus')).toBe('4');
  await expect(payment).toHaveAccessibleName('Payment is Failed');
});

test('the orders list filtered by a store picked by search survives a reload', async ({ page }) => {
  await openSignedIn(page, ORDERS);
  await addFilter(page, 'Store');
  const store = page.getByRole('combobox', { name: 'Store' });
  // 60 demo stores: "Store 7" is the only one whose name holds "store 7".
  await store.fill('store 7');
  await page.getByRole('option', { name: /^Store 7/ }).click();
  await expect.poll(() => param(page, 'storeId')).toMatch(/^[0-9a-f-]{36}$/);
  const storeCells = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .getByRole('cell', { name: /^Store \d+$/ });
  await expect(storeCells.first()).toHaveText('Store 7');
  const expectOnlyStore7 = async () => {
    await expect(storeCells.first()).toHaveText('Store 7');
    expect(new Set(await storeCells.allTextContents())).toEqual(new Set(['Store 7']));
  };
  await expectOnlyStore7();

  const picked = param(page, 'storeId');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Store is Store 7' })).toBeVisible();
  expect(param(page, 'storeId')).toBe(picked);
  await expectOnlyStore7();
});

interface PlacedOrder {
  id: string;
  version: number;
  orderNo: string;
  status: string;
}

const ORDER_FIELDS = 'id version orderNo status';

/** Places an order as a customer would, for the first available product of an active store. */
async function placeOrder(request: APIRequestContext, token: string): Promise<PlacedOrder> {
  const found = await graphql<{
    stores: { nodes: { id: string }[] };
    customers: { nodes: { id: string }[] };
  }>(
    request,
    token,
    '{ stores(first: 1, filter: { isActive: true }) { nodes { id } } customers(first: 1) { nodes { id } } }',
  );
  const storeId = found.stores.nodes[0]!.id;
  const { products } = await graphql<{ products: { nodes: { id: string }[] } }>(
    request,
    token,
    'query ($storeId: ID!) { products(first: 1, filter: { storeId: $storeId, isAvailable: true }) { nodes { id } } }',
    { storeId },
  );
  const { placeOrder: order } = await graphql<{ placeOrder: PlacedOrder }>(
    request,
    token,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`,
    {
      input: {
        customerId: found.customers.nodes[0]!.id,
        storeId,
        items: [{ productId: products.nodes[0]!.id, qty: 1 }],
      },
    },
  );
  return order;
}

/** The board's column for a status (a region named by its heading: the status name and its count). */
const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\b`) });

/** Opens the board as `who` and waits until both order subscriptions were sent over the socket. */
async function openSubscribedBoard(page: Page, who?: { email: string; password: string }) {
  const subscribed = new Set<string>();
  const both = new Promise<void>((done) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const text = String(payload);
        if (!text.includes('"subscribe"')) return;
        for (const name of ['LiveOrderCreated', 'LiveOrderUpdated'])
          if (text.includes(name)) subscribed.add(name);
        if (subscribed.size === 2) done();
      }),
    );
  });
  await openSignedIn(page, '/ecommerce/now', who);
  await expect(page.getByRole('heading', { level: 1, name: 'Now' })).toBeVisible();
  await both;
}

/** Opens the board as the admin and waits until its columns show and both subscriptions were sent. */
async function openBoard(page: Page) {
  await openSubscribedBoard(page);
  await expect(column(page, 'Pending')).toBeVisible();
}

test('the live board shows a new order and moves its card when its status changes elsewhere', async ({
  browser,
  page,
}) => {
  const { token } = await login(page.request);
  await openBoard(page);

  // A customer places an order: it appears in the Pending column without a reload.
  const order = await placeOrder(page.request, token);
  expect(order.status).toBe('pending');
  const card = (where: Page, status: string) =>
    column(where, status).getByRole('link', { name: order.orderNo, exact: true });
  await expect(card(page, 'Pending')).toBeVisible({ timeout: 3_000 });

  // Someone on another board moves it on: this board follows.
  const context = await browser.newContext({ baseURL: DEMO_BASE_URL });
  try {
    const other = await context.newPage();
    await openBoard(other);
    await other.getByRole('button', { name: `Move ${order.orderNo} to Confirmed` }).click();
    await expect(card(other, 'Confirmed')).toBeVisible({ timeout: 3_000 });
    await expect(card(page, 'Confirmed')).toBeVisible({ timeout: 3_000 });
    await expect(card(page, 'Pending')).toHaveCount(0);

    // A status change through the API (another app, a courier integration) reaches both boards.
    const { order: current } = await graphql<{ order: PlacedOrder }>(
      page.request,
      token,
      `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: order.id },
    );
    await graphql(
      page.request,
      token,
      `
        mutation ($id: ID!, $version: Int!) {
          changeOrderStatus(id: $id, version: $version, input: { toStatus: "preparing" }) {
            id
          }
        }
      `,
      { id: order.id, version: current.version },
    );
    for (const board of [page, other]) {
      await expect(card(board, 'Preparing')).toBeVisible({ timeout: 3_000 });
      await expect(card(board, 'Confirmed')).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
});

test("a deactivated support member's live board closes, signs out and receives no more orders", async ({
  browser,
  page,
}) => {
  const { token } = await login(page.request);
  // A new support member: registers, and the admin grants the role.
  const dora = { email: `dora-${unique()}@example.com`, password: 'Lilac-Summit-5087' };
  const registered = await page.request.post('/api/register', {
    data: { email: dora.email, password: dora.password, name: 'Dora Support' },
  });
  expect(registered.status()).toBe(200);
  const account = async () =>
    (
      await graphql<{ admins: { nodes: { id: string; version: number }[] } }>(
        page.request,
        token,
        'query ($e: String) { admins(filter: { email_contains: $e }) { nodes { id version } } }',
        { e: dora.email },
      )
    ).admins.nodes[0]!;
  const before = await account();
  await graphql(
    page.request,
    token,
    'mutation ($id: ID!, $v: Int!) { updateAdmin(id: $id, version: $v, patch: { role: "support" }) { role } }',
    { id: before.id, v: before.version },
  );
  // Tokens carry whole seconds: one issued in the second of the role change counts as revoked.
  await new Promise((resolve) => setTimeout(resolve, 1_100));

  const context = await browser.newContext({ baseURL: DEMO_BASE_URL });
  try {
    const board = await context.newPage();
    const heard: string[] = [];
    const sockets: { isClosed(): boolean }[] = [];
    board.on('websocket', (socket) => {
      sockets.push(socket);
      socket.on('framereceived', ({ payload }) => heard.push(String(payload)));
    });
    // Support's board cannot list the order statuses (an admin-only resource) and shows its load error;
    // its subscriptions are what this test is about, and they carry the orders.
    await openSubscribedBoard(board, dora);
    const first = await placeOrder(page.request, token);
    await expect.poll(() => heard.some((frame) => frame.includes(first.orderNo))).toBe(true);

    const current = await account();
    await graphql(
      page.request,
      token,
      'mutation ($id: ID!, $v: Int!) { deactivateStaff(id: $id, version: $v) { isActive } }',
      {
        id: current.id,
        v: current.version,
      },
    );

    // Within the recheck window the server closes the socket; the refresh it prompts is refused.
    await expect(board).toHaveURL(/\/auth\/login/, { timeout: 20_000 });
    await expect.poll(() => sockets.every((socket) => socket.isClosed())).toBe(true);

    // The admin's board shows the next order; Dora's page heard nothing of it.
    await openBoard(page);
    const second = await placeOrder(page.request, token);
    const card = column(page, 'Pending').getByRole('link', { name: second.orderNo, exact: true });
    await expect(card).toBeVisible({ timeout: 3_000 });
    expect(heard.some((frame) => frame.includes(second.orderNo))).toBe(false);
  } finally {
    await context.close();
  }
});

test('the orders list sorts by "Placed" oldest first, and back to newest first, in the URL', async ({
  page,
}) => {
  const { token } = await openSignedIn(page, ORDERS);
  const oldest = await graphql<{ orders: { nodes: { orderNo: string }[] } }>(
    page.request,
    token,
    '{ orders(first: 1, sort: { field: placedAt, direction: ASC }) { nodes { orderNo } } }',
  );
  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
  await expect(firstRow).toBeVisible();
  await page.getByRole('button', { name: /^Placed/ }).click();
  await expect.poll(() => param(page, 'sort')).toBe('placedAt.asc');
  await expect(page.getByRole('columnheader', { name: /^Placed/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow).toContainText(oldest.orders.nodes[0]!.orderNo);

  await page.reload();
  await expect(firstRow).toContainText(oldest.orders.nodes[0]!.orderNo);
  await page.getByRole('button', { name: /^Placed/ }).click();
  await expect.poll(() => param(page, 'sort')).toBe('placedAt.desc');
  await expect(page.getByRole('columnheader', { name: /^Placed/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('a bulk status change moves the orders it may and names the one it may not', async ({ page }) => {
  // Places and moves orders through the API first: more steps than the default minute allows on a busy machine.
  test.setTimeout(150_000);
  const { token } = await openSignedIn(page, ORDERS);
  const movable = await placeOrder(page.request, token);
  const confirmed = await placeOrder(page.request, token);
  await graphql(
    page.request,
    token,
    `
      mutation ($id: ID!, $v: Int!) {
        changeOrderStatus(id: $id, version: $v, input: { toStatus: "confirmed" }) {
          id
        }
      }
    `,
    { id: confirmed.id, v: confirmed.version },
  );
  await page.reload();
  // Both were placed just now: the newest, at the top of the default sort.
  await page.getByRole('checkbox', { name: new RegExp(movable.orderNo) }).check();
  await page.getByRole('checkbox', { name: new RegExp(confirmed.orderNo) }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('1 changed, 1 not allowed from Confirmed', { exact: true })).toBeVisible();

  const after = await graphql<{ a: { status: string }; b: { status: string } }>(
    page.request,
    token,
    'query ($a: ID!, $b: ID!) { a: order(id: $a) { status } b: order(id: $b) { status } }',
    { a: movable.id, b: confirmed.id },
  );
  expect(after).toEqual({ a: { status: 'confirmed' }, b: { status: 'confirmed' } });
  // The refused order stays selected; the list shows the moved one by its status name.
  await expect(page.getByText('1 selected')).toBeVisible();
  const movedRow = page.getByRole('row').filter({ hasText: movable.orderNo });
  await expect(movedRow.getByText('Confirmed', { exact: true })).toBeVisible();
});

/** The cells of column `header` whose text is cut (wider than the box that shows it), by their text. */
async function cutCells(page: Page, header: string): Promise<string[]> {
  return page.evaluate((name) => {
    const table = document.querySelector('table')!;
    const headers = [...table.querySelectorAll('thead th')];
    const index = headers.findIndex((th) => th.textContent?.trim().startsWith(name));
    if (index < 0) throw new Error(`no column ${name}`);
    const cut: string[] = [];
    for (const row of table.querySelectorAll('tbody tr')) {
      const cell = (row as HTMLTableRowElement).cells[index];
      if (!cell) continue;
      const boxes = [cell, ...cell.querySelectorAll<HTMLElement>('*')];
      if (boxes.some((box) => box.scrollWidth > box.clientWidth + 1)) cut.push(cell.textContent ?? '');
    }
    return cut;
  }, header);
}

test('at 1440 px the orders list cuts no date or customer, the customers list no email', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, ORDERS);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5);
  expect(await cutCells(page, 'Placed')).toEqual([]);
  expect(await cutCells(page, 'Customer')).toEqual([]);

  await page.goto('/users/customers');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5);
  expect(await cutCells(page, 'Email')).toEqual([]);
  expect(await cutCells(page, 'Name')).toEqual([]);
});
