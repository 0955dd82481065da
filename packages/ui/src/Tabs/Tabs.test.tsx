import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

function OrderTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="all" onValueChange={onValueChange}>
      <Tabs.List aria-label="Orders by status">
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="pending" count={12}>
          Pending
        </Tabs.Trigger>
        <Tabs.Trigger value="returned" disabled>
          Returned
        </Tabs.Trigger>
        <Tabs.Trigger value="shipped">Shipped</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">All panel</Tabs.Content>
      <Tabs.Content value="pending">Pending panel</Tabs.Content>
      <Tabs.Content value="shipped">Shipped panel</Tabs.Content>
    </Tabs.Root>
  );
}

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('Tabs', { timeout: 20_000 }, () => {
  it('links tabs to panels and shows the count in the name', () => {
    render(<OrderTabs />);
    expect(screen.getByRole('tablist', { name: 'Orders by status' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', all.id);
    expect(screen.getByRole('tab', { name: 'Pending 12' })).toBeInTheDocument();
  });

  it('moves with arrow keys, skipping the disabled tab', async () => {
    const onValueChange = vi.fn();
    render(<OrderTabs onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shipped' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Shipped panel');
    expect(onValueChange).toHaveBeenLastCalledWith('shipped');
  });

  it('flips arrow keys in right-to-left', async () => {
    render(
      <Direction.Provider dir="rtl">
        <OrderTabs />
      </Direction.Provider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveFocus();
  });

  it('does not select a disabled tab on click', async () => {
    render(<OrderTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Returned' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});
