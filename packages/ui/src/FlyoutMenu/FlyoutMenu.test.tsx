import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../SideMenu/index.ts';
import { FlyoutMenu } from './FlyoutMenu.tsx';

const items: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
  {
    key: 'users',
    title: 'Users',
    category: true,
    children: [
      { key: 'customers', title: 'Customers', url: '#/customers', count: 532 },
      {
        key: 'wallet',
        title: 'Wallet',
        children: [
          { key: 'transactions', title: 'Transactions', url: '#/wallet/transactions' },
          { key: 'payouts', title: 'Payouts', url: '#/wallet/payouts' },
        ],
      },
    ],
  },
  {
    key: 'reports',
    title: 'Reports',
    children: [{ key: 'sales', title: 'Sales', url: '#/reports/sales' }],
  },
];

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('dir');
});

// Generous timeout: the CI box is shared and Radix popovers take a while to mount in jsdom.
describe('FlyoutMenu', { timeout: 20_000 }, () => {
  it('is a named navigation rail with its type and colour', () => {
    render(<FlyoutMenu items={items} type="default" color="blue" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveAttribute('data-menu-color', 'blue');
    expect(nav).toHaveAttribute('data-type', 'default');
  });

  it('shows group headings in the flyout type only', () => {
    const { rerender } = render(<FlyoutMenu items={items} />);
    expect(screen.getByText('Users')).toBeInTheDocument();
    rerender(<FlyoutMenu items={items} type="compact" />);
    expect(screen.queryByText('Users')).toBeNull();
    // Compact keeps the names for assistive technology.
    expect(screen.getByRole('link', { name: 'Customers (532)' })).toBeInTheDocument();
  });

  it('opens on hover and closes 100 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<FlyoutMenu items={items} />);
    const wallet = screen.getByRole('button', { name: 'Wallet' });
    fireEvent.pointerEnter(wallet);
    expect(wallet).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeInTheDocument();

    fireEvent.pointerLeave(wallet);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(wallet).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer reaches the flyout within the delay', () => {
    vi.useFakeTimers();
    render(<FlyoutMenu items={items} />);
    const wallet = screen.getByRole('button', { name: 'Wallet' });
    fireEvent.pointerEnter(wallet);
    fireEvent.pointerLeave(wallet);
    act(() => vi.advanceTimersByTime(60));
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Payouts' }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeInTheDocument();
  });

  it('honours a custom closeDelay', () => {
    vi.useFakeTimers();
    const onOpenKeyChange = vi.fn();
    render(<FlyoutMenu items={items} closeDelay={300} onOpenKeyChange={onOpenKeyChange} />);
    const reports = screen.getByRole('button', { name: 'Reports' });
    fireEvent.pointerEnter(reports);
    expect(onOpenKeyChange).toHaveBeenLastCalledWith('reports');
    fireEvent.pointerLeave(reports);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog', { name: 'Reports' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenKeyChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the flyout on focus without taking focus', async () => {
    render(<FlyoutMenu items={items} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const wallet = screen.getByRole('button', { name: 'Wallet' });
    expect(wallet).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeInTheDocument();
  });

  it('opens with Enter or ArrowRight, moving focus in, and Escape returns to the item', async () => {
    render(<FlyoutMenu items={items} />);
    const reports = screen.getByRole('button', { name: 'Reports' });
    reports.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reports).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(reports).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with ArrowLeft in right-to-left', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<FlyoutMenu items={items} />);
    const reports = screen.getByRole('button', { name: 'Reports' });
    reports.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(reports).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveFocus();
  });

  it('moves between rail items with the up and down arrows', async () => {
    render(<FlyoutMenu items={items} />);
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Customers/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveFocus();
  });

  it('marks the current page in the flyout and its item in the rail', () => {
    render(<FlyoutMenu items={items} openKey="wallet" selectedKey="payouts" />);
    const panel = screen.getByRole('dialog', { name: 'Wallet' });
    expect(within(panel).getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Wallet' })).toHaveAttribute('data-has-current');
  });

  it('closes after a link in the flyout is followed', async () => {
    const onItemClick = vi.fn();
    render(<FlyoutMenu items={items} defaultOpenKey="wallet" onItemClick={onItemClick} />);
    await userEvent.click(screen.getByRole('link', { name: 'Payouts' }));
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'payouts' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
