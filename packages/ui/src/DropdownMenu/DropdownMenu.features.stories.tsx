import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, Columns3, Copy, Download, Eye, MoreHorizontal, Pencil, Store, Trash2 } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { DropdownMenu } from './DropdownMenu.tsx';

const meta = {
  title: 'Components/DropdownMenu/Features',
  component: DropdownMenu.Root,
} satisfies Meta<typeof DropdownMenu.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" aria-label="Actions for order #10482">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Order #10482</DropdownMenu.Label>
        <DropdownMenu.Item icon={<Eye aria-hidden />} shortcut="↵">
          View details
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Pencil aria-hidden />} shortcut="⌘E">
          Edit order
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Copy aria-hidden />} shortcut="⌘C">
          Copy order number
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Download aria-hidden />} disabled>
          Download invoice
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Ban aria-hidden />} tone="danger" shortcut="⌫">
          Cancel order
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};

/** The orders table's column chooser: checkbox items keep the menu open on toggle. */
export const CheckboxItems: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button iconStart={<Columns3 aria-hidden />}>Columns</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Show columns</DropdownMenu.Label>
        <DropdownMenu.CheckboxItem checked onSelect={(event) => event.preventDefault()}>
          Order number
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.CheckboxItem checked onSelect={(event) => event.preventDefault()}>
          Customer
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.CheckboxItem checked={false} onSelect={(event) => event.preventDefault()}>
          Store
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.CheckboxItem checked onSelect={(event) => event.preventDefault()}>
          Total
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.CheckboxItem checked disabled>
          Status (always shown)
        </DropdownMenu.CheckboxItem>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};

export const RadioItems: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button>Sort: Newest first</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Sort orders by</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value="newest">
          <DropdownMenu.RadioItem value="newest">Newest first</DropdownMenu.RadioItem>
          <DropdownMenu.RadioItem value="oldest">Oldest first</DropdownMenu.RadioItem>
          <DropdownMenu.RadioItem value="total">Highest total</DropdownMenu.RadioItem>
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};

/** The chevron points to the submenu: right in English, left in Arabic. */
export const Submenu: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button>Product actions</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item icon={<Pencil aria-hidden />}>Edit product</DropdownMenu.Item>
        {/* Controlled open: an uncontrolled submenu closes as soon as the parent menu takes focus. */}
        <DropdownMenu.Sub open>
          <DropdownMenu.SubTrigger icon={<Store aria-hidden />}>Move to store</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <DropdownMenu.Item>Al Noor Electronics</DropdownMenu.Item>
            <DropdownMenu.Item>Jeddah Home Goods</DropdownMenu.Item>
            <DropdownMenu.Item disabled>Dammam Sports (suspended)</DropdownMenu.Item>
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Trash2 aria-hidden />} tone="danger">
          Delete product
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};

export const Closed: Story = {
  render: () => (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button>Store actions</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item>Edit store</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};

export const LongText: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button>Merchant actions</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item icon={<Download aria-hidden />}>
          Export every order of this merchant since the store opened, including refunds
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Ban aria-hidden />} tone="danger" shortcut="⌘⇧S">
          Suspend merchant and all of their stores
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};
