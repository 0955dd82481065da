import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField/index.ts';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { label: 'Store name', children: <TextField defaultValue="Cairo Fresh Market" /> },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { hint: 'Shown to customers on receipts.', required: true, error: '', disabled: false },
};
