import type { Meta, StoryObj } from '@storybook/react-vite';
import { Divider } from './Divider.tsx';

const meta = {
  title: 'Components/Divider',
  component: Divider,
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    spacing: { control: 'select', options: [0, 1, 2, 3, 4, 6, 8] },
    label: { control: 'text' },
  },
  render: (args) => (
    <div style={{ maxInlineSize: 480 }}>
      <p style={{ margin: 0 }}>Order #10482 · 3 items · EGP 320.00</p>
      <Divider {...args} />
      <p style={{ margin: 0 }}>Delivery to Nasr City, Cairo</p>
    </div>
  ),
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { label: 'Today', spacing: 4 } };
