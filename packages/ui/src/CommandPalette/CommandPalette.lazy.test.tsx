import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommandPalette } from './CommandPalette.tsx';

// Its own file, so the palette's body is not loaded yet when it first opens.
describe('CommandPalette before its body has loaded', { timeout: 30_000 }, () => {
  it('opens with Ctrl+K, then the box takes the focus and finds a page', async () => {
    const onSelect = vi.fn();
    render(
      <CommandPalette
        groups={[
          { key: 'pages', heading: 'Pages', items: [{ key: 'orders', title: 'Orders', url: '/orders' }] },
        ]}
        onSelect={onSelect}
      />,
    );
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const box = await screen.findByRole('combobox', {}, { timeout: 20_000 });
    expect(box).toHaveFocus();
    await userEvent.keyboard('ord{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'orders' }));
  });
});
