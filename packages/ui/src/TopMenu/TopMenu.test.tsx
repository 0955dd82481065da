import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../SideMenu/index.ts';
import { TopMenu } from './TopMenu.tsx';

const items: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
  { key: 'empty-group', title: 'Nothing here', category: true },
  {
    key: 'users',
    title: 'Users',
    category: true,
    children: [
      { key: 'customers', title: 'Customers', url: '#/customers', count: 532 },
      { key: 'merchants', title: 'Merchants', url: '#/merchants', disabled: true },
    ],
  },
  {
    key: 'wallet',
    title: 'Wallet',
    children: [
      { key: 'transactions', title: 'Transactions', url: '#/wallet/transactions' },
      { key: 'payouts', title: 'Payouts', url: '#/wallet/payouts' },
    ],
  },
  { key: 'reports', title: 'Reports', url: '#/reports' },
];

describe('TopMenu', { timeout: 20_000 }, () => {
  it('is a named navigation bar in the chosen colour, without empty groups', () => {
    render(<TopMenu items={items} color="gray" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveAttribute('data-menu-color', 'gray');
    expect(within(nav).queryByText('Nothing here')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Users' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    render(<TopMenu items={items} selectedKey="reports" />);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a group as a dropdown by click and closes it with Escape', async () => {
    const onValueChange = vi.fn();
    render(<TopMenu items={items} onValueChange={onValueChange} />);
    const users = screen.getByRole('button', { name: 'Users' });
    expect(users).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('users');
    expect(screen.getByRole('link', { name: 'Customers 532' })).toHaveAttribute('href', '#/customers');
    expect(screen.getByRole('link', { name: 'Merchants' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    expect(users).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a dropdown from the keyboard', async () => {
    render(<TopMenu items={items} />);
    screen.getByRole('button', { name: 'Wallet' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Payouts' })).toBeInTheDocument();
  });

  it('renders an open dropdown from defaultValue and highlights the trigger holding the page', () => {
    render(<TopMenu items={items} defaultValue="wallet" selectedKey="payouts" />);
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Wallet' })).toHaveAttribute('data-has-current');
  });

  it('moves entries past maxVisible into the More menu', async () => {
    render(<TopMenu items={items} maxVisible={2} />);
    expect(screen.queryByRole('button', { name: 'Wallet' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('list', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports' })).toBeInTheDocument();
  });

  it('navigates through the app link renderer and reports the click', async () => {
    const onItemClick = vi.fn();
    render(
      <TopMenu
        items={items}
        onItemClick={onItemClick}
        renderLink={(item, content) => <a href={`#app${item.url?.slice(1)}`}>{content}</a>}
      />,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('href', '#app/dashboard');
    await userEvent.click(link);
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'dashboard' }));
  });
});
