import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';
import { paginationItems } from './paginationItems.ts';

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the first and last page and puts an ellipsis in each gap', () => {
    expect(paginationItems(1, 400)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 400]);
    expect(paginationItems(200, 400)).toEqual([1, 'start-ellipsis', 199, 200, 201, 'end-ellipsis', 400]);
    expect(paginationItems(400, 400)).toEqual([1, 'start-ellipsis', 396, 397, 398, 399, 400]);
  });
});

// Generous timeout: CI shares cores, and the first render pays for loading styled-components and lucide.
describe('Pagination', { timeout: 20_000 }, () => {
  it('is a labelled navigation landmark with the current page marked', () => {
    render(<Pagination page={3} pageSize={50} total={20_000} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('says "about" when the total is an estimate', () => {
    render(<Pagination page={1} pageSize={50} total={1_204_311} totalIsEstimate onPageChange={() => {}} />);
    expect(screen.getByText('1–50 of about 1,204,311')).toBeInTheDocument();
  });
  it('formats the range with the locale', () => {
    const { rerender } = render(
      <Pagination page={1} pageSize={50} total={20_000} locale="en-US" onPageChange={() => {}} />,
    );
    expect(screen.getByText('1–50 of 20,000')).toBeInTheDocument();
    rerender(<Pagination page={400} pageSize={50} total={19_990} locale="en-US" onPageChange={() => {}} />);
    expect(screen.getByText('19,951–19,990 of 19,990')).toBeInTheDocument();
    rerender(<Pagination page={1} pageSize={50} total={20_000} locale="ar-EG" onPageChange={() => {}} />);
    expect(screen.getByText('١–٥٠ of ٢٠٬٠٠٠')).toBeInTheDocument();
  });

  it('asks for the first, previous, next, last and a numbered page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageSize={50} total={20_000} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange.mock.calls).toEqual([[1], [4], [6], [400], [6]]);
  });

  it('keeps the step buttons focusable but inert at the edges', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={50} total={120} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    previous.focus();
    await userEvent.keyboard('{Enter}');
    expect(previous).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('changes the page size through a labelled select', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageSize={50}
        total={20_000}
        onPageChange={() => {}}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });

  it('offers the current page size even when it is not one of the options', () => {
    render(
      <Pagination page={1} pageSize={10} total={200} onPageChange={() => {}} onPageSizeChange={() => {}} />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('10');
    expect(Array.from((select as HTMLSelectElement).options, (o) => o.value)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
  });

  it('shows no page-size select without a handler and copes with no rows', () => {
    render(<Pagination page={1} pageSize={50} total={0} onPageChange={() => {}} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });
});
