import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CommandPalette, preloadCommandPalette } from './CommandPalette.tsx';
import type { CommandPaletteGroup } from './CommandPalette.types.ts';

const groups: CommandPaletteGroup[] = [
  {
    key: 'sales',
    heading: 'Sales',
    items: [
      { key: 'orders', title: 'Orders', url: '/orders' },
      { key: 'coupons', title: 'Coupons', url: '/coupons', keywords: ['promo code'] },
    ],
  },
  { key: 'finance', heading: 'Finance', items: [{ key: 'payouts', title: 'Payouts', url: '/payouts' }] },
];

function options() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

// Typing into cmdk is slow in jsdom on a busy machine; the default 5 s is not enough.
describe('CommandPalette', { timeout: 30_000 }, () => {
  // The body loads on first use (CommandPalette.lazy.test.tsx covers that); here it is loaded already.
  beforeAll(() => preloadCommandPalette());

  it('opens with Ctrl+K and Cmd+K and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<CommandPalette groups={groups} onSelect={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('dialog', { name: 'Search pages' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search pages' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('filters by title and keywords as you type and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<CommandPalette groups={groups} onSelect={() => {}} defaultOpen />);
    expect(options()).toEqual(['Orders', 'Coupons', 'Payouts']);
    await user.type(screen.getByRole('combobox'), 'promo');
    expect(options()).toEqual(['Coupons']);
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'refund policy');
    expect(options()).toEqual([]);
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('selects the highlighted item with Enter, passes it to onSelect and closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    render(<CommandPalette groups={groups} onSelect={onSelect} onOpenChange={onOpenChange} defaultOpen />);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(groups[0]!.items[1]);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('selects by click, and stays open when closeOnSelect is false', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<CommandPalette groups={groups} onSelect={onSelect} defaultOpen closeOnSelect={false} />);
    await user.click(screen.getByRole('option', { name: 'Payouts' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'payouts', url: '/payouts' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves the shortcut alone when disabled and reports open changes when controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <CommandPalette
        groups={groups}
        onSelect={() => {}}
        open={false}
        onOpenChange={onOpenChange}
        shortcut={false}
      />,
    );
    await user.keyboard('{Control>}k{/Control}');
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(<CommandPalette groups={groups} onSelect={() => {}} open={false} onOpenChange={onOpenChange} />);
    await user.keyboard('{Control>}k{/Control}');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts with the given query and uses translated labels', () => {
    render(
      <CommandPalette
        groups={groups}
        onSelect={() => {}}
        defaultOpen
        defaultQuery="pay"
        labels={{ title: 'البحث في الصفحات', empty: 'لا توجد نتائج' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'البحث في الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('pay');
    expect(options()).toEqual(['Payouts']);
  });
});
