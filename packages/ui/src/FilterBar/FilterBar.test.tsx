import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar.tsx';
import { LiveFilterBar, SAMPLE_FIELDS, sampleLabels, statusChip, storeChip } from './FilterBar.samples.tsx';

const base = {
  chips: [statusChip('pending'), storeChip],
  fields: SAMPLE_FIELDS.filter((f) => f.id === 'placedAt'),
  onAdd: () => {},
  onRemove: () => {},
  labels: sampleLabels,
};

describe('FilterBar', () => {
  it('reads each chip as field, operator and value, in a named group', () => {
    render(<FilterBar {...base} />);
    const group = screen.getByRole('group', { name: 'Filters' });
    expect(within(group).getByRole('button', { name: 'Status is Pending' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Remove filter Store' })).toBeInTheDocument();
  });

  it('says a just-added chip has no value yet', () => {
    render(<FilterBar {...base} chips={[statusChip(undefined)]} />);
    expect(screen.getByRole('button', { name: 'Status is (choose)' })).toBeInTheDocument();
  });

  it('removes a chip with its button, or Delete / Backspace on it', async () => {
    const onRemove = vi.fn();
    render(<FilterBar {...base} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status' }));
    screen.getByRole('button', { name: 'Status is Pending' }).focus();
    await userEvent.keyboard('{Delete}');
    screen.getByRole('button', { name: /^Store is/ }).focus();
    await userEvent.keyboard('{Backspace}');
    expect(onRemove.mock.calls).toEqual([['status'], ['status'], ['storeId']]);
  });

  it('adds a field from the menu and opens its editor', async () => {
    render(<LiveFilterBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Store' }));
    const editor = await screen.findByRole('dialog', { name: 'Store is' });
    expect(editor).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Store is Green Basket/ })).toBeInTheDocument();
    // Added fields leave the menu.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Placed']);
  });

  it('opens a chip editor on click and hides "Add filter" when every field is used', async () => {
    render(<FilterBar {...base} fields={[]} />);
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Status is Pending' }));
    const editor = await screen.findByRole('dialog', { name: 'Status is' });
    expect(within(editor).getByText('Status', { selector: 'label' })).toBeInTheDocument();
  });

  it('offers "Clear filters" with two chips or more', async () => {
    const onClearAll = vi.fn();
    const { rerender } = render(<FilterBar {...base} chips={[storeChip]} onClearAll={onClearAll} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    rerender(<FilterBar {...base} onClearAll={onClearAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });
});
