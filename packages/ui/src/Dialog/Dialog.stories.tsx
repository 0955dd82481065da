import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Dialog } from './Dialog.tsx';

interface Args {
  defaultOpen: boolean;
  size: 'sm' | 'md' | 'lg';
  title: string;
  description: string;
  onOpenChange: (open: boolean) => void;
}

const meta = {
  title: 'Components/Dialog',
  args: {
    defaultOpen: true,
    size: 'md',
    title: 'Suspend store',
    description: 'Customers will not see Al Noor Electronics until you reactivate it.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: ({ defaultOpen, size, title, description, onOpenChange }) => (
    <Dialog.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>Suspend store</Button>
      </Dialog.Trigger>
      <Dialog.Content title={title} description={description} size={size}>
        <Dialog.Body>Open orders stay active and will still be shipped.</Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>Cancel</Button>
          </Dialog.Close>
          <Button variant="primary">Suspend</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { size: 'sm' } };
