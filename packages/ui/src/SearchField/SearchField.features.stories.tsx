import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from '../FormField/index.ts';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField/Features',
  component: SearchField,
  args: { 'aria-label': 'Search orders', placeholder: 'Order number, customer or phone' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'Nour El Din' } };
export const WithLabel: Story = {
  render: (args) => (
    <FormField label="Find a store" hint="Press Enter to search every branch.">
      <SearchField {...args} aria-label={undefined} placeholder="Store name or code" />
    </FormField>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <SearchField {...args} size="sm" aria-label="Search orders (small)" />
      <SearchField {...args} size="md" aria-label="Search orders (medium)" />
      <SearchField {...args} size="lg" aria-label="Search orders (large)" />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ORD-10482' } };
export const FocusVisible: Story = {
  args: { defaultValue: 'ORD-10482' },
  parameters: { pseudo: { focusVisible: ['input'] } },
};
export const LongText: Story = {
  args: { defaultValue: 'Al Nour Trading and Distribution Company for Foodstuffs and Household Goods' },
};
