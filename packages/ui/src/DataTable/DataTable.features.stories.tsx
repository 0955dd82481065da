import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, SearchX, Truck } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { FilterBar } from '../FilterBar/index.ts';
import {
  SAMPLE_FIELDS,
  sampleLabels,
  sampleSearch,
  statusChip,
  storeChip,
} from '../FilterBar/FilterBar.samples.tsx';
import { DataTable } from './DataTable.tsx';
import { OrdersDemo } from './DataTable.demo.tsx';
import { makeOrders, orderColumns, type Order } from './DataTable.fixtures.tsx';
import { preloadVirtualRows } from './lazyVirtualRows.tsx';

const meta = {
  title: 'Components/DataTable/Features',
  component: DataTable<Order>,
  tags: ['viewport-desktop'],
  args: {
    caption: 'Orders',
    columns: orderColumns,
    data: [],
    getRowId: (order) => order.id,
    getRowLabel: (order) => `order ${order.number}`,
    page: 1,
    pageSize: 10,
    total: 20_000,
    locale: 'en-US',
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSortChange: fn(),
  },
  render: (args) => <OrdersDemo {...args} />,
} satisfies Meta<typeof DataTable<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

let tenThousand: Order[] | undefined;
// Built once per page load: 10,000 rows are cheap to generate but should not be rebuilt per render.
const manyOrders = () => (tenThousand ??= makeOrders(10_000));

const onMarkShipped = fn();

export const Sorted: Story = { args: { sort: { id: 'totalMinor', direction: 'desc' } } };

export const WithSelection: Story = {
  args: {
    selectedIds: ['ord_100002', 'ord_100003', 'ord_100005'],
    onSelectionChange: fn(),
    bulkActions: (ids) => (
      <>
        <Button size="sm" iconStart={<Truck aria-hidden />} onClick={() => onMarkShipped(ids)}>
          Mark as shipped
        </Button>
        <Button size="sm" iconStart={<Download aria-hidden />}>
          Export
        </Button>
      </>
    ),
  },
};

export const Loading: Story = { args: { loading: true, onSelectionChange: fn() } };

export const Empty: Story = {
  args: {
    total: 0,
    emptyState: (
      <EmptyState
        size="sm"
        icon={<SearchX />}
        title="No orders match these filters"
        description="Try another status or a wider date range."
        action={<Button onClick={fn()}>Clear filters</Button>}
      />
    ),
  },
  render: (args) => <OrdersDemo {...args} onPageChange={undefined} data={[]} />,
};

export const Error: Story = {
  args: { error: 'The orders service did not answer in time.', onRetry: fn() },
};

export const ColumnChooserOpen: Story = {
  args: { columnVisibility: { store: false }, onColumnVisibilityChange: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    await waitFor(() => expect(within(document.body).getByRole('menu')).toBeVisible());
  },
};

export const StickyHeader: Story = {
  args: { pageSize: 50, height: 360 },
  play: async ({ canvasElement }) => {
    const scroll = canvasElement.querySelector<HTMLElement>('[data-scroll]')!;
    scroll.scrollTop = 240;
  },
};

export const Virtualized10k: Story = {
  // The virtualized body loads with the first virtualized table: loaded before the story renders.
  loaders: [() => preloadVirtualRows()],
  args: { height: 560, onSelectionChange: fn() },
  render: (args) => (
    <OrdersDemo {...args} virtualized total={undefined} onPageChange={undefined} data={manyOrders()} />
  ),
};

export const LongText: Story = {
  render: (args) => (
    <OrdersDemo
      {...args}
      total={undefined}
      onPageChange={undefined}
      data={makeOrders(4).map((order, i) =>
        i % 2 === 0
          ? {
              ...order,
              customer: 'Mohamed Abdelrahman Mostafa El-Sharkawy',
              store: 'Heliopolis Organic Market and Specialty Coffee Roastery',
            }
          : order,
      )}
    />
  ),
};

/** On a phone the columns keep a readable width and the table scrolls sideways. */
export const NarrowScrollsSideways: Story = {
  tags: ['!viewport-desktop', 'viewport-mobile'],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('row');
    const scroll = canvasElement.querySelector<HTMLElement>('[data-scroll]')!;
    await expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
  },
};

/**
 * On a phone, filtered: the filter bar wraps within the toolbar ("Add filter" and "Clear filters" together),
 * and "Columns" keeps the end of the first line, beside the search box.
 */
export const NarrowWithFilters: Story = {
  tags: ['!viewport-desktop', 'viewport-mobile'],
  args: {
    onColumnVisibilityChange: fn(),
    toolbar: (
      <FilterBar
        search={sampleSearch}
        chips={[statusChip('pending'), storeChip]}
        fields={SAMPLE_FIELDS.filter((f) => f.id === 'paymentStatus')}
        onAdd={fn()}
        onRemove={fn()}
        end={<Button variant="ghost">Clear filters</Button>}
        labels={sampleLabels}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const columns = canvas.getByRole('button', { name: 'Columns' }).getBoundingClientRect();
    const search = canvas.getByRole('searchbox', { name: 'Order number' }).getBoundingClientRect();
    const addFilter = canvas.getByRole('button', { name: 'Add filter' }).getBoundingClientRect();
    const clear = canvas.getByRole('button', { name: 'Clear filters' }).getBoundingClientRect();
    // "Columns" on the search box's line; "Clear filters" on the line of "Add filter", never alone.
    await expect(Math.abs(columns.top + columns.height / 2 - (search.top + search.height / 2))).toBeLessThan(
      4,
    );
    await expect(clear.top).toBe(addFilter.top);
  },
};

export const Dense: Story = { args: { density: 'dense', pageSize: 15, onSelectionChange: fn() } };

export const ClickableRows: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByText('#100002').closest('tr')!.focus();
  },
};
