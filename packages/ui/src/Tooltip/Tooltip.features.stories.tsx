import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip/Features',
  component: Tooltip,
  args: { content: 'Download the filtered orders as CSV', children: <Button>Export</Button> },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 80, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };
export const Closed: Story = {};
export const OnIconButton: Story = {
  args: {
    open: true,
    content: 'Refresh wallet balance',
    children: (
      <Button variant="ghost" aria-label="Refresh wallet balance">
        <RefreshCw aria-hidden />
      </Button>
    ),
  },
};
export const SideBottom: Story = { args: { open: true, side: 'bottom' } };
/** Start and end follow the reading direction, so in Arabic this hangs to the left. */
export const AlignStart: Story = { args: { open: true, side: 'bottom', align: 'start' } };
export const LongText: Story = {
  args: {
    open: true,
    content:
      'The commission is calculated on the order subtotal after coupons and before shipping fees, then rounded down to the nearest halala.',
    children: <Button>Commission</Button>,
  },
};
