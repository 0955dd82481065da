import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its required label', () => {
    render(
      <IconButton label="Delete coupon">
        <Trash2 aria-hidden />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Delete coupon' })).toHaveAttribute('type', 'button');
  });

  it('will not type-check without a label', () => {
    // @ts-expect-error label is required: an icon alone gives the button no name.
    const element = <IconButton>{<Trash2 aria-hidden />}</IconButton>;
    expect(element).toBeTruthy();
  });

  it('calls onClick from mouse and keyboard', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Delete coupon" onClick={onClick}>
        <Trash2 aria-hidden />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('shows a spinner instead of the icon, keeps its name and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <IconButton label="Delete coupon" loading onClick={onClick}>
        <Trash2 aria-hidden data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete coupon' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Delete coupon" disabled onClick={onClick}>
        <Trash2 aria-hidden />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names a link rendered with asChild', () => {
    render(
      <IconButton asChild label="Open store page">
        <a href="/stores/12">
          <Trash2 aria-hidden />
        </a>
      </IconButton>,
    );
    expect(screen.getByRole('link', { name: 'Open store page' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  });
});
