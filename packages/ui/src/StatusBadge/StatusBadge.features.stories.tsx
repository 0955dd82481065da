import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge.tsx';
import type { StatusTone } from './StatusBadge.types.ts';

const meta = {
  title: 'Components/StatusBadge/Features',
  component: StatusBadge,
  args: { children: 'Pending' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

const ORDER_STATUSES: [string, StatusTone][] = [
  ['Pending', 'warning'],
  ['Processing', 'info'],
  ['Out for delivery', 'accent'],
  ['Delivered', 'success'],
  ['Cancelled', 'danger'],
];
// Payment status codes as the payments API sends them.
const PAYMENT_STATUSES: [number, string, StatusTone][] = [
  [1, 'Pending', 'warning'],
  [2, 'Processing', 'info'],
  [3, 'Success', 'success'],
  [4, 'Failed', 'danger'],
];

export const Tones: Story = {
  render: () => (
    <div style={row}>
      {(['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const).map((tone) => (
        <StatusBadge key={tone} tone={tone}>
          {tone[0]!.toUpperCase() + tone.slice(1)}
        </StatusBadge>
      ))}
    </div>
  ),
};
export const OrderStatuses: Story = {
  render: () => (
    <div style={row}>
      {ORDER_STATUSES.map(([label, tone]) => (
        <StatusBadge key={label} tone={tone}>
          {label}
        </StatusBadge>
      ))}
    </div>
  ),
};
export const PaymentStatuses: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8, fontWeight: 600 }}>Payments</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 24, paddingBlock: 4 }}>
            Code
          </th>
          <th scope="col" style={{ textAlign: 'start', paddingBlock: 4 }}>
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {PAYMENT_STATUSES.map(([code, label, tone]) => (
          <tr key={code}>
            <td style={{ paddingInlineEnd: 24, paddingBlock: 4 }}>{code}</td>
            <td style={{ paddingBlock: 4 }}>
              <StatusBadge tone={tone} size="sm" dot>
                {label}
              </StatusBadge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
export const WithDot: Story = {
  render: () => (
    <div style={row}>
      {ORDER_STATUSES.map(([label, tone]) => (
        <StatusBadge key={label} tone={tone} dot>
          {label}
        </StatusBadge>
      ))}
    </div>
  ),
};
export const Small: Story = { args: { size: 'sm', tone: 'success', children: 'Delivered' } };
export const LongText: Story = {
  render: () => (
    <div style={{ inlineSize: 200 }}>
      <StatusBadge tone="warning" dot title="Waiting for the merchant to confirm the new pickup time">
        Waiting for the merchant to confirm the new pickup time
      </StatusBadge>
    </div>
  ),
};
export const Arabic: Story = {
  render: () => (
    <div lang="ar" style={row}>
      <StatusBadge tone="warning">قيد الانتظار</StatusBadge>
      <StatusBadge tone="accent" dot>
        في الطريق للتوصيل
      </StatusBadge>
      <StatusBadge tone="success">تم التوصيل</StatusBadge>
      <StatusBadge tone="danger">ملغي</StatusBadge>
    </div>
  ),
};

// Order statuses as configured on the server (demo data): each its own colour, text chosen for contrast.
const CONFIGURED: [string, string][] = [
  ['Pending', '#faad14'],
  ['Confirmed', '#4b7cf3'],
  ['Preparing', '#722ed1'],
  ['Ready', '#13c2c2'],
  ['Out for delivery', '#2f54eb'],
  ['Delivered', '#52c41a'],
  ['Cancelled', '#f5222d'],
  ['Refunded', '#8c8c8c'],
];

export const ConfiguredColours: Story = {
  render: () => (
    <div style={row}>
      {CONFIGURED.map(([name, colour]) => (
        <StatusBadge key={name} colour={colour}>
          {name}
        </StatusBadge>
      ))}
      {CONFIGURED.slice(0, 3).map(([name, colour]) => (
        <StatusBadge key={`sm-${name}`} colour={colour} size="sm" dot>
          {name}
        </StatusBadge>
      ))}
    </div>
  ),
};
