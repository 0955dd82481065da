import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';

afterEach(() => vi.useRealTimers());

describe('SearchField', { timeout: 20_000 }, () => {
  it('is a searchbox that calls onSearch on Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchField aria-label="Search orders" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(box, 'ORD-1{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ORD-1');
  });

  it('clears with the "Clear search" button, fires onChange and keeps focus', async () => {
    const onChange = vi.fn();
    const onValueChange = vi.fn();
    render(<SearchField aria-label="Search orders" onChange={onChange} onValueChange={onValueChange} />);
    const box = screen.getByRole('searchbox');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears a controlled value through onChange', async () => {
    function Controlled() {
      const [query, setQuery] = useState('Nour');
      return <SearchField aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />;
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('empties on Escape without letting the key reach a dialog', async () => {
    const outer = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <SearchField aria-label="Search" defaultValue="abc" />
      </div>,
    );
    const box = screen.getByRole('searchbox');
    box.focus();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(outer).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('debounces onValueChange but not onChange', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn();
    const onValueChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <SearchField aria-label="Search" debounceMs={300} onChange={onChange} onValueChange={onValueChange} />,
    );
    await user.type(screen.getByRole('searchbox'), 'cai');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('cai');
  });

  it('forwards the ref and passes name through', () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchField ref={ref} aria-label="Search" name="q" />);
    expect(ref.current).toBe(screen.getByRole('searchbox'));
    expect(ref.current).toHaveAttribute('name', 'q');
  });
});
