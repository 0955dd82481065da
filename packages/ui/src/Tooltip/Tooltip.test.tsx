import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <RadixTooltip.Provider delayDuration={0}>{children}</RadixTooltip.Provider>
);

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('Tooltip', { timeout: 20_000 }, () => {
  it('opens on keyboard focus, describes the trigger and closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Download as CSV" onOpenChange={onOpenChange}>
        <button type="button">Export</button>
      </Tooltip>,
      { wrapper },
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Download as CSV');
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('opens on hover', async () => {
    render(
      <Tooltip content="Refresh wallet balance">
        <button type="button" aria-label="Refresh">
          ↻
        </button>
      </Tooltip>,
      { wrapper },
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh wallet balance');
  });

  it('can be rendered open', () => {
    render(
      <Tooltip content="Download as CSV" defaultOpen>
        <button type="button">Export</button>
      </Tooltip>,
      { wrapper },
    );
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
