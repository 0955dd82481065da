import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Store name', placeholder: 'e.g. Cairo Fresh Market', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'tel', 'url'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { hint: 'Shown on receipts.', required: true, size: 'md', type: 'text' },
};
