import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './Progress.tsx';

const meta = {
  title: 'Components/Progress/Features',
  component: Progress,
  args: { label: 'Exporting orders', value: 42 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Indeterminate: Story = { args: { label: 'Preparing payout report', value: null } };
export const Empty: Story = { args: { label: 'Importing products', value: 0 } };
export const Complete: Story = { args: { label: 'Orders exported', value: 100, tone: 'success' } };
export const Failed: Story = { args: { label: 'Wallet sync failed at 63%', value: 63, tone: 'danger' } };
export const Small: Story = { args: { size: 'sm' } };
export const CustomValueText: Story = {
  args: {
    label: 'Importing catalogue',
    value: 1284,
    max: 3000,
    getValueLabel: (value, max) => `${value} of ${max} products`,
  },
};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const LongText: Story = {
  args: {
    label: 'Recalculating commission for every merchant in the Riyadh, Jeddah and Dammam regions',
    value: 18,
  },
};
