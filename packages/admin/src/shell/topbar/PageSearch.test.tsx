import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadCommandPalette } from '@market/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchRecordsDocument } from '../../graphql/generated.ts';
import { ShellHarness } from '../testing.tsx';
import { createRecentRecordStore, MAX_RECENT_RECORDS, rememberRecord } from './recentRecords.ts';
import { memoryStorage } from '../testing.tsx';

// The shell's lazy modules load slowly on the shared, busy machine.
configure({ asyncUtilTimeout: 20_000 });

const found = (query: string, hits: { kind: string; id: string; label: string; detail: string | null }[]) =>
  ({
    request: { query: SearchRecordsDocument, variables: { query, first: 20 } },
    result: { data: { search: hits.map((h) => ({ __typename: 'SearchHit', ...h })) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  }) satisfies MockLink.MockedResponse;

describe('the command palette finds records', () => {
  // Its body loads on first use (ui CommandPalette.lazy.test.tsx); here it is loaded already.
  beforeAll(() => preloadCommandPalette());

  it('finds an order by number and a customer by email, grouped by kind, and opens them', async () => {
    const user = userEvent.setup();
    render(
      <ShellHarness
        path="/dashboard"
        mocks={[
          found('ORD-1001', [{ kind: 'order', id: 'o1', label: 'ORD-1001', detail: 'Cora Client' }]),
          found('cora@example.com', [
            { kind: 'customer', id: 'c1', label: 'Cora Client', detail: 'cora@example.com · +20100' },
          ]),
        ]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /Search pages/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to page' });
    const box = within(dialog).getByRole('combobox');
    await user.type(box, 'ORD-1001');
    const orders = await within(dialog).findByRole('group', { name: 'Orders' });
    expect(within(orders).getByRole('option', { name: /ORD-1001/ })).toHaveTextContent('Cora Client');

    await user.clear(box);
    await user.type(box, 'cora@example.com');
    const customers = await within(dialog).findByRole('group', { name: 'Customers' });
    await user.click(within(customers).getByRole('option', { name: /Cora Client/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to page' })).not.toBeInTheDocument());
    // The customer's edit page (its heading is the list's title until the record is in).
    expect(
      await screen.findByRole('heading', { level: 1, name: /Customers/ }, { timeout: 40_000 }),
    ).toBeInTheDocument();
  }, 90_000);

  it('offers the records opened last while the box is empty', async () => {
    const user = userEvent.setup();
    render(
      <ShellHarness
        path="/dashboard"
        recent={[{ url: '/catalog/stores/edit/s1', title: 'Delta Electronics', pageKey: 'stores' }]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /Search pages/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to page' });
    const recent = within(dialog).getByRole('group', { name: 'Recently opened' });
    expect(within(recent).getByRole('option', { name: /Delta Electronics/ })).toHaveTextContent('Stores');
  }, 60_000);

  it('keeps the last opened records first, each once, at most eight', () => {
    const store = createRecentRecordStore(memoryStorage());
    for (let i = 0; i < 10; i += 1)
      rememberRecord(store, { url: `/r/${i}`, title: `R${i}`, pageKey: 'stores' });
    rememberRecord(store, { url: '/r/5', title: 'R5', pageKey: 'stores' });
    expect(store.get().map((r) => r.title)).toEqual(['R5', 'R9', 'R8', 'R7', 'R6', 'R4', 'R3', 'R2']);
    expect(store.get()).toHaveLength(MAX_RECENT_RECORDS);
  });
});
