import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

interface Args {
  defaultValue: string;
  collapsible: boolean;
  onValueChange: (value: string) => void;
}

const meta = {
  title: 'Components/Accordion',
  args: { defaultValue: 'shipping', collapsible: true, onValueChange: fn() },
  argTypes: { defaultValue: { control: 'inline-radio', options: ['shipping', 'payment', 'returns'] } },
  render: (args) => (
    <Accordion.Root type="single" {...args}>
      <Accordion.Item value="shipping">
        <Accordion.Trigger>Shipping address</Accordion.Trigger>
        <Accordion.Content>12 King Fahd Road, Al Olaya, Riyadh 12211</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="payment">
        <Accordion.Trigger>Payment</Accordion.Trigger>
        <Accordion.Content>Paid by card ending 4242 on 3 March 2025.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="returns">
        <Accordion.Trigger>Returns</Accordion.Trigger>
        <Accordion.Content>No return requested.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultValue: 'payment', collapsible: false } };
