import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Orders',
    subtitle: '1,284 orders in the last 30 days',
    actions: (
      <>
        <Button iconStart={<Download aria-hidden />}>Export</Button>
        <Button variant="primary" iconStart={<Plus aria-hidden />}>
          New order
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { title: 'Stores', subtitle: '86 active stores', back: { href: '#merchants', label: 'Merchants' } },
};
