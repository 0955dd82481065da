import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch/Features',
  component: Switch,
  args: { label: 'Store is open for orders' },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const LabelStart: Story = {
  decorators: [(Story) => <div style={{ display: 'grid', maxInlineSize: 360 }}>{Story()}</div>],
  args: { labelPosition: 'start', defaultChecked: true, description: 'Customers can order right now.' },
};
export const LabelEnd: Story = {
  args: { labelPosition: 'end', description: 'Customers can order right now.' },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} size="sm" label="Small: accept coupons" defaultChecked />
      <Switch {...args} size="md" label="Medium: accept coupons" defaultChecked />
    </div>
  ),
};
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} disabled label="Cash on delivery (not in this city)" />
      <Switch {...args} disabled defaultChecked label="Card payments (set by the platform)" />
    </div>
  ),
};
export const WithoutLabel: Story = { args: { label: undefined, 'aria-label': 'Nasr City store open' } };
export const FocusVisible: Story = {
  args: { defaultChecked: true },
  parameters: { pseudo: { focusVisible: ['button[role="switch"]'] } },
};
export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  args: {
    label:
      'Pause every store of this merchant during Friday prayers and resume them automatically afterwards',
    description: 'Orders placed during the pause are queued and confirmed when the stores reopen.',
  },
};
