import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Sheet } from './Sheet.tsx';

interface Args {
  defaultOpen: boolean;
  side: 'start' | 'end';
  size: 'sm' | 'md' | 'lg';
  onOpenChange: (open: boolean) => void;
}

const meta = {
  title: 'Components/Sheet',
  args: { defaultOpen: true, side: 'end', size: 'md', onOpenChange: fn() },
  argTypes: {
    side: { control: 'inline-radio', options: ['start', 'end'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: ({ defaultOpen, side, size, onOpenChange }) => (
    <Sheet.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Sheet.Trigger asChild>
        <Button>Order details</Button>
      </Sheet.Trigger>
      <Sheet.Content
        title="Order #10482"
        description="Placed on 3 March 2025 by Omar Khalid."
        side={side}
        size={size}
      >
        <Sheet.Body>
          <p style={{ marginBlockStart: 0 }}>2 × Wireless earbuds — SAR 398.00</p>
          <p>1 × USB-C charger — SAR 89.00</p>
        </Sheet.Body>
        <Sheet.Footer>
          <Sheet.Close asChild>
            <Button>Close</Button>
          </Sheet.Close>
          <Button variant="primary">Mark as shipped</Button>
        </Sheet.Footer>
      </Sheet.Content>
    </Sheet.Root>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { side: 'start', size: 'sm' } };
