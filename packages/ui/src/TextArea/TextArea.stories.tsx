import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: 'Note to the customer',
    placeholder: 'e.g. Your order ships tomorrow morning.',
    onChange: fn(),
    onBlur: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { rows: 4, maxLength: 280, hint: 'Sent by SMS with the order.' } };
