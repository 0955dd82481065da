import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('renders the title as the page heading with its subtitle', () => {
    render(<PageHeader title="Orders" subtitle="1,284 orders" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('1,284 orders')).toBeInTheDocument();
  });

  it('links back with the given label and lets a router handle the click', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<PageHeader title="Order #10421" back={{ href: '/orders', label: 'Orders', onClick }} />);
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/orders');
    expect(link.querySelector('svg')).toHaveAttribute('data-mirror-rtl');
    await userEvent.click(link);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('renders the actions and tabs slots only when given', () => {
    const { rerender, container } = render(<PageHeader title="Stores" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('data-has-tabs');
    rerender(
      <PageHeader
        title="Stores"
        actions={<button type="button">New store</button>}
        tabs={<nav aria-label="Store sections" />}
      />,
    );
    expect(screen.getByRole('button', { name: 'New store' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Store sections' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-has-tabs', '');
  });
});
