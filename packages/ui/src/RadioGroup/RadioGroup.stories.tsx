import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery method',
    defaultValue: 'courier',
    options: [
      { value: 'courier', label: 'Store courier' },
      { value: 'partner', label: 'Delivery partner' },
      { value: 'pickup', label: 'Customer pickup' },
    ],
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { orientation: 'vertical', hint: 'Applies to new orders only.' } };
