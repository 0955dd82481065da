import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox.tsx';
import type { ComboboxOption } from './Combobox.types.ts';
import { searchMerchants } from './merchants.fixture.ts';

afterEach(() => vi.useRealTimers());

const nile = (n: number): ComboboxOption => ({ value: `m${n}`, label: `Nile Store ${n}` });

describe('Combobox', { timeout: 20_000 }, () => {
  it('follows the ARIA combobox pattern', async () => {
    render(<Combobox label="Merchant" loadOptions={searchMerchants} debounceMs={0} />);
    const input = screen.getByRole('combobox', { name: 'Merchant' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(input, 'Nile Bakery');
    const listbox = await screen.findByRole('listbox', { name: 'Merchant' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  });

  it('moves with ArrowDown/ArrowUp, selects with Enter and closes', async () => {
    const onChange = vi.fn();
    const loadOptions = vi.fn(async () => [nile(1), nile(2), nile(3)]);
    render(<Combobox label="Merchant" loadOptions={loadOptions} debounceMs={0} onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'Nile');
    const options = await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(nile(2));
    expect(input).toHaveValue('Nile Store 2');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and puts back the chosen label', async () => {
    render(
      <Combobox label="Merchant" loadOptions={async () => [nile(1)]} defaultValue={nile(7)} debounceMs={0} />,
    );
    const input = screen.getByRole('combobox');
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    await screen.findByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Nile Store 7');
  });

  it('opens with ArrowDown and chooses by click', async () => {
    const onChange = vi.fn();
    render(<Combobox label="Merchant" loadOptions={async () => [nile(1), nile(2)]} onChange={onChange} />);
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Nile Store 2' }));
    expect(onChange).toHaveBeenCalledWith(nile(2));
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('debounces searches while typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const loadOptions = vi.fn(async () => [nile(1)]);
    render(<Combobox label="Merchant" loadOptions={loadOptions} debounceMs={250} />);
    screen.getByRole('combobox').focus();
    await user.keyboard('cai');
    expect(loadOptions).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(250);
    });
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('cai');
  });

  it('ignores answers to older queries', async () => {
    const pending: Array<(found: ComboboxOption[]) => void> = [];
    const loadOptions = (_query: string) => new Promise<ComboboxOption[]>((resolve) => pending.push(resolve));
    render(<Combobox label="Merchant" loadOptions={loadOptions} debounceMs={0} />);
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('ab');
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!([nile(2)]));
    await act(async () => pending[0]!([nile(1)]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nile Store 2']);
  });

  it('announces loading, the result count and "No results"', async () => {
    let resolve: (found: ComboboxOption[]) => void = () => {};
    const loadOptions = () => new Promise<ComboboxOption[]>((r) => (resolve = r));
    render(<Combobox label="Merchant" loadOptions={loadOptions} debounceMs={0} />);
    await userEvent.type(screen.getByRole('combobox'), 'q');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await act(async () => resolve([]));
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(screen.getAllByText('No results')).toHaveLength(2);
  });

  it('shows an error when the search fails', async () => {
    render(
      <Combobox label="Merchant" loadOptions={() => Promise.reject(new Error('down'))} debounceMs={0} />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'q');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not load results. Keep typing to retry.',
    );
  });

  it('clears the selection with a labelled button', async () => {
    const onChange = vi.fn();
    render(
      <Combobox label="Merchant" loadOptions={async () => []} defaultValue={nile(3)} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('searches the 5,000 merchant fixture', async () => {
    const found = await searchMerchants('mrc-04999');
    expect(found).toHaveLength(1);
    expect(found[0]!.value).toBe('MRC-04999');
  });

  it('forwards the ref, posts the value and wires the error', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <Combobox
        ref={ref}
        label="Merchant"
        name="merchantId"
        error="Choose a merchant."
        loadOptions={async () => []}
        defaultValue={nile(4)}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('combobox'));
    expect(ref.current).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toHaveAccessibleDescription('Choose a merchant.');
    expect(container.querySelector('input[type="hidden"]')).toHaveValue('m4');
  });
});
