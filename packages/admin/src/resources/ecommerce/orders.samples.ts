// Sample orders for the orders stories and the shell stories (which show the orders page).
// Amounts in cents; fixed times (UTC). The status column shows the status code as the server sends it.
const row = (
  id: string,
  orderNo: string,
  customerName: string,
  storeName: string,
  merchantName: string,
  status: string,
  paymentStatus: number,
  grandTotal: number,
  placedAt: string,
) => ({
  __typename: 'Order',
  id,
  version: 1,
  orderNo,
  customerName,
  storeName,
  merchantName,
  status,
  paymentStatus,
  grandTotal,
  currencyCode: 'USD',
  placedAt,
});

/** Three orders of Nov 2026, newest first, as the orders list query answers them. */
export const sampleOrders = [
  row(
    'o3',
    'ORD-1003',
    'Lina Farouk',
    'Smouha Pharmacy',
    'Cairo Pharmacies',
    'pending',
    1,
    1_850,
    '2026-11-22T11:40:00.000Z',
  ),
  row(
    'o2',
    'ORD-1002',
    'Omar Hassan',
    'Nile Fashion',
    'Nile Fashion Co.',
    'confirmed',
    3,
    12_500,
    '2026-11-22T10:05:00.000Z',
  ),
  row(
    'o1',
    'ORD-1001',
    'Cora Client',
    'Delta Electronics',
    'Delta Electronics LLC',
    'delivered',
    4,
    4_200,
    '2026-11-21T09:30:00.000Z',
  ),
];

/** The configured order statuses the status filter offers. */
export const sampleOrderStatuses = [
  { __typename: 'OrderStatus', id: 'os1', code: 'pending', name: 'Pending', colour: '#faad14' },
  { __typename: 'OrderStatus', id: 'os2', code: 'confirmed', name: 'Confirmed', colour: '#4b7cf3' },
  { __typename: 'OrderStatus', id: 'os3', code: 'delivered', name: 'Delivered', colour: '#52c41a' },
];
