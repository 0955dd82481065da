import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DropdownMenu } from './DropdownMenu.tsx';

interface Args {
  defaultOpen: boolean;
  align: 'start' | 'center' | 'end';
  onEdit: () => void;
  onDelete: () => void;
}

const meta = {
  title: 'Components/DropdownMenu',
  args: { defaultOpen: true, align: 'start', onEdit: fn(), onDelete: fn() },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'center', 'end'] } },
  render: ({ defaultOpen, align, onEdit, onDelete }) => (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button>Store actions</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align={align}>
        <DropdownMenu.Item icon={<Pencil aria-hidden />} shortcut="⌘E" onSelect={onEdit}>
          Edit store
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Copy aria-hidden />}>Copy store ID</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Trash2 aria-hidden />} tone="danger" onSelect={onDelete}>
          Delete store
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { align: 'end' } };
