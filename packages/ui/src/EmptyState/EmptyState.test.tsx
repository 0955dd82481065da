import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Store } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('renders the title as a heading at the level the page needs', () => {
    render(<EmptyState title="No orders yet" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeInTheDocument();
  });

  it('hides the decorative icon and shows the description', () => {
    const { container } = render(
      <EmptyState icon={<Store />} title="No stores yet" description="Add the first store." />,
    );
    expect(container.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Add the first store.')).toBeInTheDocument();
  });

  it('offers the action', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        title="No orders match"
        action={
          <button type="button" onClick={onClick}>
            Clear filters
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
