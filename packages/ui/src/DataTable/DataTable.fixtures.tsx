import type { ColumnDef } from '@tanstack/react-table';

// Deterministic order-like rows for stories and tests: same input, same rows, every run.

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

export interface Order {
  id: string;
  number: string;
  customer: string;
  store: string;
  status: OrderStatus;
  /** Minor units (cents). */
  totalMinor: number;
  currency: string;
  /** ISO 8601, UTC. */
  placedAt: string;
}

const CUSTOMERS = [
  'Layla Haddad',
  'Omar Farouk',
  'Sara Mansour',
  'James Whitfield',
  'Nour El-Sayed',
  'Priya Raman',
  'Youssef Karim',
  'Hana Tanaka',
  'Mariam Aziz',
  'Daniel Okafor',
  'Fatima Zahra',
  'Lucas Moreau',
];
const STORES = [
  'Cairo Coffee Roasters',
  'Nile Home Goods',
  'Desert Bloom Florist',
  'Alexandria Books',
  'Giza Electronics',
  'Red Sea Surf Shop',
  'Zamalek Bakery',
];
const STATUSES: OrderStatus[] = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'];
const BASE_TIME = Date.UTC(2026, 9, 31, 18, 0, 0);

export function makeOrders(count: number, offset = 0): Order[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    return {
      id: `ord_${100001 + n}`,
      number: `#${100001 + n}`,
      customer: CUSTOMERS[(n * 7) % CUSTOMERS.length]!,
      store: STORES[(n * 3) % STORES.length]!,
      status: STATUSES[(n * 11) % STATUSES.length]!,
      totalMinor: 1250 + ((n * 7919) % 48_000),
      currency: 'USD',
      placedAt: new Date(BASE_TIME - n * 37 * 60_000).toISOString(),
    };
  });
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const orderColumns: ColumnDef<Order>[] = [
  { accessorKey: 'number', header: 'Order', size: 110, enableHiding: false },
  { accessorKey: 'customer', header: 'Customer' },
  { accessorKey: 'store', header: 'Store' },
  {
    accessorKey: 'status',
    header: 'Status',
    size: 110,
    cell: (info) => STATUS_LABEL[info.getValue<OrderStatus>()],
  },
  {
    accessorKey: 'totalMinor',
    header: 'Total',
    size: 110,
    meta: { align: 'end' },
    cell: (info) => money.format(info.getValue<number>() / 100),
  },
  {
    accessorKey: 'placedAt',
    header: 'Placed',
    size: 180,
    cell: (info) => dateTime.format(new Date(info.getValue<string>())),
  },
];
