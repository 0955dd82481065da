import type { Meta, StoryObj } from '@storybook/react-vite';
import { Divider } from './Divider.tsx';

const meta = {
  title: 'Components/Divider/Features',
  component: Divider,
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', alignItems: 'center', blockSize: 24 } as const;

export const Vertical: Story = {
  render: () => (
    <div style={row}>
      <span>12 orders</span>
      <Divider orientation="vertical" />
      <span>3 stores</span>
      <Divider orientation="vertical" />
      <span>EGP 4,210.00</span>
    </div>
  ),
};
export const WithLabel: Story = {
  render: () => (
    <div style={{ maxInlineSize: 480 }}>
      <p style={{ margin: 0 }}>#10482 · Layla Haddad · Delivered</p>
      <Divider label="Yesterday" />
      <p style={{ margin: 0 }}>#10471 · Omar Farouk · Cancelled</p>
    </div>
  ),
};
export const VerticalWithLabel: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'stretch', blockSize: 120 }}>
      <span style={{ alignSelf: 'center' }}>Sign in with e-mail</span>
      <Divider orientation="vertical" label="or" />
      <span style={{ alignSelf: 'center' }}>Sign in with phone</span>
    </div>
  ),
};
export const Decorative: Story = {
  render: () => (
    <div style={{ maxInlineSize: 480 }}>
      <p style={{ margin: 0 }}>Wallet balance: EGP 1,250.00</p>
      <Divider decorative spacing={6} />
      <p style={{ margin: 0 }}>Pending payouts: EGP 300.00</p>
    </div>
  ),
};
export const LongLabel: Story = {
  render: () => (
    <div style={{ maxInlineSize: 480 }}>
      <Divider label="Orders placed before the new delivery zones went live" />
    </div>
  ),
};
