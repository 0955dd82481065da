import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack.tsx';

const Box = ({ children }: { children: string }) => (
  <div
    style={{
      paddingBlock: 8,
      paddingInline: 12,
      border: '1px solid var(--ui-border-default)',
      borderRadius: 'var(--ui-radius-md)',
      background: 'var(--ui-bg-surface)',
    }}
  >
    {children}
  </div>
);

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    gap: 3,
    children: [<Box key="a">Orders</Box>, <Box key="b">Stores</Box>, <Box key="c">Wallets</Box>],
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { direction: 'row', gap: 4, align: 'center', justify: 'start' } };
