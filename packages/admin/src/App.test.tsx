import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellHarness, fakeSupport } from './shell/testing.tsx';

// Each page module loads lazily, and the first import of one is slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no layout: every navigation scrolls to the top, which it only logs.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('routes and the session guard', () => {
  it('sends an anonymous user to sign-in and remembers where they were going', async () => {
    render(<ShellHarness path="/marketing/coupons?page=2" session="anonymous" />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('app.auth.returnTo')).toBe('/marketing/coupons?page=2');
  });

  it('renders nothing while the session is being read', async () => {
    const { container } = render(<ShellHarness path="/ecommerce/orders" session="loading" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(container.querySelector('main')).toBeNull();
  });

  it('opens the orders from the root, and the remembered page after sign-in', async () => {
    const { unmount } = render(<ShellHarness path="/" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    unmount();
    sessionStorage.setItem('app.auth.returnTo', '/users/customers');
    render(<ShellHarness path="/" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
  });

  it('sends an unknown path to /auth/404', async () => {
    render(<ShellHarness path="/no/such/page" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a page the role may use, and forbids one it may not', async () => {
    const { unmount } = render(<ShellHarness path="/marketing/coupons" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    unmount();
    render(<ShellHarness path="/marketing/coupons" user={fakeSupport} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('names the tab "<product> | <page>" and the edit screen after its page', async () => {
    render(<ShellHarness path="/users/merchants/edit/42" />);
    // The real edit page: its heading is the list's title until the record arrives (none is mocked).
    expect(await screen.findByRole('heading', { level: 1, name: 'All merchants' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Marketplace Admin | All merchants: edit'));
  });

  it('shows the waiting screen to an account without a role', async () => {
    render(<ShellHarness path="/ecommerce/orders" session="awaitingAccess" />);
    expect(await screen.findByRole('heading', { name: 'Waiting for access' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});

describe('the menu in the shell', () => {
  it('shows support only the Stores and E-commerce groups', async () => {
    render(<ShellHarness path="/ecommerce/orders" user={fakeSupport} />);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/catalog/stores',
      '/catalog/store-types',
      '/catalog/store-type-collections',
      '/ecommerce/orders',
      '/ecommerce/now',
    ]);
  });

  it('applies settings named in the address', async () => {
    render(<ShellHarness path="/ecommerce/orders?isMenuCollapsed=true" />);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menu).toHaveAttribute('data-collapsed', '');
  });
});
