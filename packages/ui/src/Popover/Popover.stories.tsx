import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Popover } from './Popover.tsx';

interface Args {
  defaultOpen: boolean;
  side: 'top' | 'bottom' | 'left' | 'right';
  align: 'start' | 'center' | 'end';
  size: 'sm' | 'md' | 'lg';
  onOpenChange: (open: boolean) => void;
}

const meta = {
  title: 'Components/Popover',
  args: { defaultOpen: true, side: 'bottom', align: 'start', size: 'md', onOpenChange: fn() },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: ({ defaultOpen, side, align, size, onOpenChange }) => (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button>Store contact</Button>
      </Popover.Trigger>
      <Popover.Content title="Al Noor Electronics" side={side} align={align} size={size}>
        <p style={{ margin: 0, color: 'var(--ui-fg-muted)' }}>Manager: Salma Haddad</p>
        <p style={{ margin: 0, color: 'var(--ui-fg-muted)' }}>+966 55 123 4567</p>
      </Popover.Content>
    </Popover.Root>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { side: 'bottom', align: 'center', size: 'lg' } };
