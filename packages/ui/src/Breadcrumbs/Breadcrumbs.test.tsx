import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const items = [
  { key: 'dashboard', title: 'Dashboard', url: '/dashboard' },
  { key: 'orders', title: 'Orders', url: '/orders' },
  { key: 'order', title: 'Order #10482', url: '/orders/10482' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named Breadcrumb with an ordered trail', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links every crumb but the last, which is the current page', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    const current = screen.getByText('Order #10482');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Order #10482' })).toBeNull();
  });

  it('hides the separators from assistive technology and mirrors them in RTL', () => {
    const { container } = render(<Breadcrumbs items={items} />);
    const separators = container.querySelectorAll('li > span[aria-hidden="true"]');
    expect(separators).toHaveLength(2);
    separators.forEach((separator) => expect(separator.querySelector('[data-mirror-rtl]')).not.toBeNull());
  });

  it('renders links through the app router link', () => {
    render(
      <Breadcrumbs
        items={items}
        renderLink={(item, content) => (
          <a href={`#app${item.url}`} data-router-link="">
            {content}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '#app/dashboard');
  });

  it('adds the current page title as a heading in v2', () => {
    render(<Breadcrumbs items={items} variant="v2" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #10482' })).toBeInTheDocument();
  });

  it('has no title in v1', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
