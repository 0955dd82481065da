import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable.tsx';
import { makeOrders, orderColumns, type Order } from './DataTable.fixtures.tsx';
import type { DataTableProps } from './DataTable.types.ts';

const orders = makeOrders(5);

function Table(props: Partial<DataTableProps<Order>>) {
  return (
    <DataTable<Order>
      caption="Orders"
      columns={orderColumns}
      data={orders}
      getRowId={(order) => order.id}
      getRowLabel={(order) => `order ${order.number}`}
      {...props}
    />
  );
}

function SelectableTable(props: Partial<DataTableProps<Order>> & { initial?: string[] }) {
  const { initial = [], onSelectionChange, ...rest } = props;
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <Table
      {...rest}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        onSelectionChange?.(ids);
      }}
    />
  );
}

// Radix menus and user-event are slow on a busy machine; the assertions, not the clock, matter here.
describe('DataTable', { timeout: 20_000 }, () => {
  it('is a table named by its caption with one row per order', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(orders.length + 1);
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
  });

  it('shows a text column in its own direction and keeps narrow columns readable', () => {
    render(
      <Table
        columns={[
          { accessorKey: 'customer', header: 'Customer' },
          { accessorKey: 'store', header: 'Store' },
        ]}
      />,
    );
    const cell = screen.getByRole('cell', { name: orders[0]!.customer });
    expect(cell.firstElementChild).toHaveAttribute('dir', 'auto');
    // Two flexible columns of at least 120 px each: narrower than that, the table scrolls sideways.
    expect(screen.getByRole('table').style.minInlineSize).toBe('240px');
  });

  it('asks the server for ascending, descending, then no sort', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<Table sort={null} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'totalMinor', direction: 'asc' });
    rerender(<Table sort={{ id: 'totalMinor', direction: 'asc' }} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'totalMinor', direction: 'desc' });
    rerender(<Table sort={{ id: 'totalMinor', direction: 'desc' }} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    // Another column starts its own cycle.
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'customer', direction: 'asc' });
    expect(onSortChange).toHaveBeenCalledTimes(4);
  });

  it('marks the sorted column with aria-sort', () => {
    const { rerender } = render(
      <Table sort={{ id: 'placedAt', direction: 'desc' }} onSortChange={() => {}} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'none');
    rerender(<Table sort={{ id: 'placedAt', direction: 'asc' }} onSortChange={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('has no sort buttons when the server cannot sort', () => {
    render(<Table />);
    expect(screen.queryByRole('button', { name: 'Total' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');
  });

  it('selects a row, then the whole page, then clears the page', async () => {
    const onSelectionChange = vi.fn();
    render(<SelectableTable onSelectionChange={onSelectionChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #100002' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['ord_100002']);
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('row', { selected: true })).toBeInTheDocument();

    await userEvent.click(selectAll);
    expect(onSelectionChange).toHaveBeenLastCalledWith([
      'ord_100002',
      ...orders.map((o) => o.id).filter((id) => id !== 'ord_100002'),
    ]);
    expect(selectAll).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(selectAll);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(selectAll).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps rows selected on other pages when the page is selected or cleared', async () => {
    const onSelectionChange = vi.fn();
    render(<SelectableTable initial={['ord_999999']} onSelectionChange={onSelectionChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(selectAll);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['ord_999999', ...orders.map((o) => o.id)]);
    await userEvent.click(selectAll);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['ord_999999']);
  });

  it('shows the bulk bar with the count, passes the ids to the actions and clears', async () => {
    const onMarkShipped = vi.fn();
    const bulkActions = vi.fn((ids: string[]) => (
      <button type="button" onClick={() => onMarkShipped(ids)}>
        Mark as shipped
      </button>
    ));
    render(
      <SelectableTable initial={['ord_100001', 'ord_100003', 'ord_100004']} bulkActions={bulkActions} />,
    );
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(bulkActions).toHaveBeenLastCalledWith(['ord_100001', 'ord_100003', 'ord_100004']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Mark as shipped' }));
    expect(onMarkShipped).toHaveBeenCalledWith(['ord_100001', 'ord_100003', 'ord_100004']);

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus();
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('pages through the server with the pagination bar', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <Table
        page={2}
        pageSize={5}
        total={20_000}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        pageSizeOptions={[5, 25, 50]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('6–10 of 20,000')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    // Rows say where they sit in the whole list.
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '20001');
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '7');
  });

  it('hides a column from the column chooser', async () => {
    function WithChooser() {
      const [visibility, setVisibility] = useState<Record<string, boolean>>({});
      return <Table columnVisibility={visibility} onColumnVisibilityChange={setVisibility} />;
    }
    render(<WithChooser />);
    expect(screen.getByRole('columnheader', { name: 'Store' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // The order number identifies the row: it cannot be hidden.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Order' })).toBeNull();
    const store = within(menu).getByRole('menuitemcheckbox', { name: 'Store' });
    expect(store).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(store);
    expect(screen.queryByRole('columnheader', { name: 'Store' })).toBeNull();
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Store' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('shows an error with a Retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<Table error="The server did not answer in time." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server did not answer in time.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows skeleton rows and says it is busy while loading', () => {
    render(<Table loading />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');
    expect(within(table).queryByText('#100001')).toBeNull();
  });

  it('shows the empty state, or the one it is given', () => {
    const { rerender } = render(<Table data={[]} />);
    expect(screen.getByRole('heading', { name: 'Nothing to show' })).toBeInTheDocument();
    rerender(<Table data={[]} emptyState={<p>No orders match these filters</p>} />);
    expect(screen.getByText('No orders match these filters')).toBeInTheDocument();
  });

  it('opens a row by click or Enter, but not when its checkbox is ticked', async () => {
    const onRowClick = vi.fn();
    render(<SelectableTable onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('#100003'));
    expect(onRowClick).toHaveBeenLastCalledWith(orders[2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #100004' }));
    expect(onRowClick).toHaveBeenCalledOnce();
    const row = screen.getByText('#100005').closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(orders[4]);
  });

  it('truncates long text with the full text as a title', () => {
    render(<Table data={[{ ...orders[0]!, store: 'The Very Long Name Of A Store In Heliopolis' }]} />);
    expect(screen.getByText('The Very Long Name Of A Store In Heliopolis').closest('td')).toHaveAttribute(
      'title',
      'The Very Long Name Of A Store In Heliopolis',
    );
  });

  it('gives sized columns their width and lets the others share the rest', () => {
    const { container } = render(<Table />);
    const cols = Array.from(container.querySelectorAll('col'));
    expect(cols.map((col) => col.style.width)).toEqual(['110px', '', '', '110px', '110px', '180px']);
  });

  it('gives a fit column its widest cell on its <col> without rendering the rows again', () => {
    // jsdom lays nothing out: a range is 7 px a character of the text it covers, cells have no padding.
    Range.prototype.getBoundingClientRect = function (this: Range) {
      return new DOMRect(0, 0, 7 * this.toString().length, 20);
    };
    let cellRenders = 0;
    try {
      const { container } = render(
        <Table
          columns={[
            {
              accessorKey: 'number',
              header: 'Order',
              meta: { fit: true },
              cell: ({ getValue }) => {
                cellRenders += 1;
                return String(getValue());
              },
            },
            { accessorKey: 'customer', header: 'Customer' },
          ]}
        />,
      );
      // '#100001' is the widest text of the column (7 characters, 49 px), and 1 px more for sub-pixel text.
      const [fit, flexible] = Array.from(container.querySelectorAll('col'));
      expect(fit!.style.width).toBe('50px');
      expect(flexible!.style.width).toBe('');
      // The fit column's width and a flexible column's least.
      expect(screen.getByRole('table').style.minInlineSize).toBe('170px');
      // One render of each row: the widths were written to the table, not set as state.
      expect(cellRenders).toBe(orders.length);
    } finally {
      delete (Range.prototype as Partial<Range>).getBoundingClientRect;
    }
  });

  describe('virtualized', () => {
    // jsdom has no layout: give the scroll area the height TanStack Virtual measures.
    let clientHeight: PropertyDescriptor | undefined;
    beforeEach(() => {
      clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
    });
    afterEach(() => {
      if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    });

    it('renders only the rows in view out of 10,000 and keeps their position for assistive tech', async () => {
      render(<Table data={makeOrders(10_000)} virtualized height={400} rowHeight={40} />);
      const table = screen.getByRole('table');
      // The virtualized body's code loads with the first virtualized table (lazyVirtualRows.tsx).
      await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
      expect(table).toHaveAttribute('aria-rowcount', '10001');
      const bodyRows = within(table)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1');
      expect(bodyRows.length).toBeGreaterThan(5);
      expect(bodyRows.length).toBeLessThan(40);
      expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2');
      expect(table.querySelectorAll('tbody tr').length).toBeLessThan(42);
    });
  });
});
