import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './Progress.tsx';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { label: 'Exporting orders', value: 42 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'success', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
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

export const Default: Story = {};
export const Playground: Story = { args: { tone: 'accent', size: 'md', showValue: true } };
