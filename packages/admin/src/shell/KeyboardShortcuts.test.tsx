import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isTyping, KeyboardShortcuts } from './KeyboardShortcuts.tsx';

configure({ asyncUtilTimeout: 5000 });

function renderAt(role: 'admin' | 'support') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <main>
              <input type="search" aria-label="Search by name" defaultValue="old" />
              <input type="text" aria-label="Note" />
            </main>
            <KeyboardShortcuts role={role} />
          </>
        ),
      },
    ],
    { initialEntries: ['/catalog/stores'] },
  );
  render(
    <IntlProvider locale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

describe('keyboard shortcuts', () => {
  it('"/" focuses the list search, and is typed as usual inside a field', async () => {
    const user = userEvent.setup();
    renderAt('admin');
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    expect(search).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('/');
  });

  it('"g o" goes to the orders, "g a" to the audit log — only the pages the role may open', async () => {
    const user = userEvent.setup();
    const router = renderAt('admin');
    await user.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce/orders'));
    await user.keyboard('ga');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/audit-log'));

    const support = renderAt('support');
    await user.keyboard('gc');
    // Support may not open the customers: nothing happens.
    expect(support.state.location.pathname).toBe('/catalog/stores');
  });

  it('"?" lists the shortcuts', async () => {
    const user = userEvent.setup();
    renderAt('support');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const list = within(dialog).getByTestId('shortcuts');
    expect(list).toHaveTextContent('Search this list');
    expect(list).toHaveTextContent('Go to Orders');
    expect(list).not.toHaveTextContent('Go to Customers');
  });

  it('tells typing from shortcuts', () => {
    const input = document.createElement('input');
    const box = document.createElement('input');
    box.type = 'checkbox';
    const div = document.createElement('div');
    expect(isTyping(input)).toBe(true);
    expect(isTyping(box)).toBe(false);
    expect(isTyping(div)).toBe(false);
    expect(isTyping(document.createElement('textarea'))).toBe(true);
  });
});
