import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag } from './Tag.tsx';

describe('Tag', () => {
  it('has no remove button unless onRemove is given', () => {
    render(<Tag>Electronics</Tag>);
    expect(screen.getByText('Electronics')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the remove button after the tag and calls onRemove on click', async () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>City: Giza</Tag>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove City: Giza' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('removes from the keyboard with Enter, Space, Delete and Backspace', async () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>Cairo</Tag>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Cairo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Delete}');
    await userEvent.keyboard('{Backspace}');
    expect(onRemove).toHaveBeenCalledTimes(4);
  });

  it('uses removeLabel when the label is not plain text', () => {
    render(
      <Tag onRemove={() => {}} removeLabel="Remove store filter">
        <b>Green Basket</b>
      </Tag>,
    );
    expect(screen.getByRole('button', { name: 'Remove store filter' })).toBeInTheDocument();
  });

  it('does not remove when disabled', async () => {
    const onRemove = vi.fn();
    render(
      <Tag onRemove={onRemove} disabled>
        Cairo
      </Tag>,
    );
    const button = screen.getByRole('button', { name: 'Remove Cairo' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onRemove).not.toHaveBeenCalled();
  });
});
