import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../SideMenu/index.ts';
import { AppShell } from './AppShell.tsx';

const items: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
  { key: 'orders', title: 'Orders', url: '#/orders' },
];
const trail: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
  { key: 'orders', title: 'Orders', url: '#/orders' },
];
const page = <h1>Orders</h1>;

describe('AppShell', { timeout: 30_000 }, () => {
  it('lays out the landmarks with a skip link first that targets the main content', async () => {
    const user = userEvent.setup();
    render(
      <AppShell
        menuItems={items}
        selectedKey="orders"
        topbar={{ end: <button type="button">Account</button> }}
        breadcrumbs={trail}
        footer={{ copyright: '© 2026 Souq' }}
      >
        {page}
      </AppShell>,
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Souq');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('moves the menu to the top for the top layout and for simply', () => {
    const { rerender, container } = render(
      <AppShell menuItems={items} menuLayoutType="top">
        {page}
      </AppShell>,
    );
    const column = container.querySelector('main')?.parentElement;
    expect(column?.firstElementChild).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
    rerender(
      <AppShell menuItems={items} layoutMenu="simply">
        {page}
      </AppShell>,
    );
    expect(column?.firstElementChild).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
  });

  it('hides the parts whose layout key is none', () => {
    render(
      <AppShell
        menuItems={items}
        layoutMenu="noMenu"
        layoutTopbar="none"
        layoutBreadcrumbs="none"
        layoutFooter="none"
        breadcrumbs={trail}
        footer={{ copyright: '© 2026 Souq' }}
      >
        {page}
      </AppShell>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Orders');
  });

  it('puts the menu in a drawer opened from the top bar on a phone', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <AppShell menuItems={items} isMobileView layoutTopbar="none" onMobileMenuOpenChange={onOpenChange}>
        {page}
      </AppShell>,
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('writes the layout switches as data attributes and the menu width as a custom property', () => {
    const { container } = render(
      <AppShell
        menuItems={items}
        isGrayBackground
        isAppMaxWidth
        isContentMaxWidth
        isMenuUnfixed
        leftMenuWidth={300}
      >
        {page}
      </AppShell>,
    );
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-gray-background', '');
    expect(root).toHaveAttribute('data-app-max-width', '');
    expect(container.querySelector('[data-max-width]')).not.toBeNull();
    const menuColumn = screen.getByRole('navigation', { name: 'Main menu' }).parentElement;
    expect(menuColumn).toHaveAttribute('data-unfixed', '');
    expect(menuColumn?.style.getPropertyValue('--ui-menu-width')).toBe('300px');
  });

  it('lets the app control which sub-menus are open, so it can keep them across reloads', async () => {
    const user = userEvent.setup();
    const onMenuOpenKeysChange = vi.fn();
    const nested: MenuItem[] = [
      {
        key: 'merchants',
        title: 'Merchants',
        children: [{ key: 'merchants-all', title: 'All merchants', url: '#/merchants' }],
      },
    ];
    render(
      <AppShell menuItems={nested} menuOpenKeys={['merchants']} onMenuOpenKeysChange={onMenuOpenKeysChange}>
        {page}
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: 'All merchants' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Merchants' }));
    expect(onMenuOpenKeysChange).toHaveBeenCalledWith([]);
  });
});
