import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu.tsx';

function OrderMenu({ onEdit, onDelete }: { onEdit?: () => void; onDelete?: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>Order actions</DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label="Order actions">
        <DropdownMenu.Label>Order #10482</DropdownMenu.Label>
        <DropdownMenu.Item shortcut="⌘E" onSelect={onEdit}>
          Edit order
        </DropdownMenu.Item>
        <DropdownMenu.Item disabled>Download invoice</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={onDelete}>
          Cancel order
        </DropdownMenu.Item>
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger>Move to store</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <DropdownMenu.Item>Al Noor Electronics</DropdownMenu.Item>
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function ColumnChooser() {
  const [columns, setColumns] = useState({ customer: true, store: false });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>Columns</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {(['customer', 'store'] as const).map((key) => (
          <DropdownMenu.CheckboxItem
            key={key}
            checked={columns[key]}
            onCheckedChange={(checked) => setColumns((prev) => ({ ...prev, [key]: checked }))}
            onSelect={(event) => event.preventDefault()}
          >
            {key}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('DropdownMenu', { timeout: 20_000 }, () => {
  it('opens from the keyboard, skips disabled items and selects with Enter', async () => {
    const onEdit = vi.fn();
    render(<OrderMenu onEdit={onEdit} />);
    const trigger = screen.getByRole('button', { name: 'Order actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Download invoice/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Opening from the keyboard focuses the first item.
    expect(screen.getByRole('menuitem', { name: /Edit order/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cancel order' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows the shortcut and marks the danger item', async () => {
    render(<OrderMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Order actions' }));
    expect(screen.getByRole('menuitem', { name: /Edit order/ })).toHaveTextContent('⌘E');
    expect(screen.getByRole('menuitem', { name: 'Cancel order' })).toHaveAttribute('data-tone', 'danger');
  });

  it('opens the submenu with ArrowRight and closes it with ArrowLeft', async () => {
    render(<OrderMenu />);
    screen.getByRole('button', { name: 'Order actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}');
    const subTrigger = screen.getByRole('menuitem', { name: 'Move to store' });
    expect(subTrigger).toHaveFocus();
    expect(subTrigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitem', { name: 'Al Noor Electronics' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(subTrigger).toHaveFocus();
  });

  it('toggles checkbox items without closing, for the column chooser', async () => {
    render(<ColumnChooser />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const store = screen.getByRole('menuitemcheckbox', { name: 'store' });
    expect(store).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(store);
    expect(screen.getByRole('menuitemcheckbox', { name: 'store' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    render(<OrderMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Order actions' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
