import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu } from './SideMenu.tsx';
import type { MenuItem } from './SideMenu.types.ts';

const items: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '/dashboard', icon: <svg /> },
  {
    key: 'users',
    title: 'Users',
    category: true,
    children: [
      { key: 'customers', title: 'Customers', url: '/customers', count: 532 },
      { key: 'merchants', title: 'Merchants', url: '/merchants', disabled: true },
    ],
  },
  {
    key: 'wallet',
    title: 'Wallet',
    children: [
      { key: 'transactions', title: 'Transactions', url: '/wallet/transactions' },
      { key: 'payouts', title: 'Payouts', url: '/wallet/payouts' },
    ],
  },
];

describe('SideMenu', { timeout: 20_000 }, () => {
  it('is a named navigation landmark in the chosen colour', () => {
    render(<SideMenu items={items} color="dark" aria-label="Admin menu" />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(nav).toHaveAttribute('data-menu-color', 'dark');
  });

  it('marks the current page and only that one', () => {
    render(<SideMenu items={items} selectedKey="customers" />);
    expect(screen.getByRole('link', { name: /Customers/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('names each group list by its heading and shows count badges', () => {
    render(<SideMenu items={items} />);
    const group = screen.getByRole('list', { name: 'Users' });
    expect(within(group).getByRole('link', { name: 'Customers 532' })).toHaveAttribute('href', '/customers');
  });

  it('shows a disabled item without a destination', () => {
    render(<SideMenu items={items} />);
    const merchants = screen.getByRole('link', { name: 'Merchants' });
    expect(merchants).toHaveAttribute('aria-disabled', 'true');
    expect(merchants).not.toHaveAttribute('href');
  });

  it('expands a sub-menu by mouse and keyboard and reports the open keys', async () => {
    const onOpenKeysChange = vi.fn();
    render(<SideMenu items={items} onOpenKeysChange={onOpenKeysChange} />);
    const toggle = screen.getByRole('button', { name: 'Wallet' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Payouts' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Payouts' })).toBeVisible();
    expect(onOpenKeysChange).toHaveBeenLastCalledWith(['wallet']);

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenKeysChange).toHaveBeenLastCalledWith([]);
  });

  it('follows controlled open keys so the app can persist them', async () => {
    const onOpenKeysChange = vi.fn();
    render(<SideMenu items={items} openKeys={['wallet']} onOpenKeysChange={onOpenKeysChange} />);
    const toggle = screen.getByRole('button', { name: 'Wallet' });
    await userEvent.click(toggle);
    expect(onOpenKeysChange).toHaveBeenCalledWith([]);
    // Still open: the parent has not changed openKeys.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the sub-menu holding the current page', () => {
    render(<SideMenu items={items} selectedKey="payouts" />);
    expect(screen.getByRole('button', { name: 'Wallet' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates through the app link renderer and reports the click', async () => {
    const onItemClick = vi.fn();
    render(
      <SideMenu
        items={items}
        onItemClick={onItemClick}
        renderLink={(item, content) => (
          <a href={`#app${item.url}`} data-router-link="">
            {content}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('href', '#app/dashboard');
    expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'dashboard' }));
  });

  it('collapses to icons with the toggle, hiding headings but keeping names', async () => {
    const onCollapsedChange = vi.fn();
    render(<SideMenu items={items} onCollapsedChange={onCollapsedChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-collapsed');
    expect(screen.queryByText('Users')).toBeNull();
    expect(screen.getByRole('link', { name: 'Customers (532)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('opens a collapsed parent’s children beside the rail and closes them with Escape', async () => {
    render(<SideMenu items={items} collapsed />);
    const wallet = screen.getByRole('button', { name: 'Wallet' });
    await userEvent.click(wallet);
    const panel = screen.getByRole('dialog', { name: 'Wallet' });
    expect(within(panel).getByRole('link', { name: 'Transactions' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(wallet).toHaveFocus();
  });
});
