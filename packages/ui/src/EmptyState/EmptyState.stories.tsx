import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageOpen } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <PackageOpen />,
    title: 'No orders yet',
    description: 'Orders placed by customers in any of your stores will appear here.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: {
    size: 'md',
    action: (
      <Button variant="primary" onClick={fn()}>
        Create order
      </Button>
    ),
  },
};
