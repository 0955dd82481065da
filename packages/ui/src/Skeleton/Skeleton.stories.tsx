import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton.Text,
  args: { lines: 3 },
  argTypes: { lines: { control: { type: 'number', min: 1, max: 12 } } },
  render: (args) => (
    <Skeleton.Root label="Loading order details" style={{ maxInlineSize: 480 }}>
      <Skeleton.Text {...args} />
    </Skeleton.Root>
  ),
} satisfies Meta<typeof Skeleton.Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { lines: 5, inlineSize: '70%' } };
