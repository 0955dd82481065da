import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Customer', detail: 'Layla Hassan' },
      { term: 'Store', detail: 'Green Basket, Nasr City' },
      { term: 'Payment method', detail: 'Card ending 4242' },
      { term: 'Total', detail: 'EGP 1,249.50' },
    ],
  },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3] },
    layout: { control: 'inline-radio', options: ['stacked', 'inline'] },
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { columns: 2, layout: 'stacked' } };
