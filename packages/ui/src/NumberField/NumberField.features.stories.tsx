import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField/Features',
  component: NumberField,
  args: { label: 'Quantity in stock', defaultValue: 24, min: 0, max: 999 },
  decorators: [(Story) => <div style={{ maxInlineSize: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { defaultValue: null, placeholder: '0' } };
export const Decimal: Story = {
  args: { label: 'Commission rate (%)', defaultValue: 12.5, min: 0, max: 100, step: 0.5, decimals: 2 },
};
export const AtMinimum: Story = { args: { label: 'Max items per order', defaultValue: 1, min: 1, max: 20 } };
export const AtMaximum: Story = { args: { label: 'Max items per order', defaultValue: 20, min: 1, max: 20 } };
export const WithHint: Story = { args: { hint: 'Between 0 and 999 units.' } };
export const Required: Story = { args: { required: true, defaultValue: null } };
export const Invalid: Story = {
  args: { label: 'Delivery radius (km)', defaultValue: 0, error: 'A store must deliver at least 1 km.' },
};
export const Disabled: Story = { args: { disabled: true } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: ['input'] } } };
export const LongText: Story = {
  args: {
    label: 'Number of days a customer may return an unopened item for a full refund',
    defaultValue: 14,
    hint: 'Perishable groceries are never returnable, whatever this says.',
  },
};
