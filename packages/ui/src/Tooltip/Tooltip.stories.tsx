import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Download the filtered orders as CSV',
    children: <Button>Export</Button>,
    defaultOpen: true,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 80, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { side: 'bottom', align: 'center' } };
