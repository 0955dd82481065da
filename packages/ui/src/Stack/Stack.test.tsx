import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('is a column with the default gap', () => {
    render(<Stack data-testid="stack">x</Stack>);
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveAttribute('data-direction', 'column');
    expect(stack).toHaveAttribute('data-gap', '3');
  });

  it('passes layout choices as data attributes', () => {
    render(
      <Stack data-testid="stack" direction="row" gap={8} align="center" justify="between" wrap>
        x
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveAttribute('data-direction', 'row');
    expect(stack).toHaveAttribute('data-gap', '8');
    expect(stack).toHaveAttribute('data-align', 'center');
    expect(stack).toHaveAttribute('data-justify', 'between');
    expect(stack).toHaveAttribute('data-wrap', '');
  });

  it('renders a list when asked so its items keep list semantics', () => {
    render(
      <Stack as="ul" aria-label="Recent orders">
        <li>#10482</li>
        <li>#10481</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Recent orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
