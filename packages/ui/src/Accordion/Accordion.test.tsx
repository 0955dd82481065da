import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.tsx';

function OrderSections(props: { type: 'single' | 'multiple'; onValueChange?: (value: never) => void }) {
  const items = (
    <>
      <Accordion.Item value="shipping">
        <Accordion.Trigger>Shipping</Accordion.Trigger>
        <Accordion.Content>Riyadh</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="payment">
        <Accordion.Trigger>Payment</Accordion.Trigger>
        <Accordion.Content>Card 4242</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="returns" disabled>
        <Accordion.Trigger>Returns</Accordion.Trigger>
        <Accordion.Content>None</Accordion.Content>
      </Accordion.Item>
    </>
  );
  return props.type === 'single' ? (
    <Accordion.Root type="single" collapsible onValueChange={props.onValueChange}>
      {items}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple">{items}</Accordion.Root>
  );
}

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('Accordion', { timeout: 20_000 }, () => {
  it('puts each trigger in a heading and toggles aria-expanded', async () => {
    const onValueChange = vi.fn();
    render(<OrderSections type="single" onValueChange={onValueChange} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Shipping' })).toBeInTheDocument();
    const shipping = screen.getByRole('button', { name: 'Shipping' });
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(shipping);
    expect(shipping).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('Riyadh');
    expect(onValueChange).toHaveBeenLastCalledWith('shipping');
  });

  it('keeps one section open in single mode', async () => {
    render(<OrderSections type="single" />);
    await userEvent.click(screen.getByRole('button', { name: 'Shipping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Payment' }));
    expect(screen.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens several sections in multiple mode', async () => {
    render(<OrderSections type="multiple" />);
    await userEvent.click(screen.getByRole('button', { name: 'Shipping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Payment' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('moves between triggers with arrow keys and toggles with Enter', async () => {
    render(<OrderSections type="single" />);
    screen.getByRole('button', { name: 'Shipping' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const payment = screen.getByRole('button', { name: 'Payment' });
    expect(payment).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open a disabled section', async () => {
    render(<OrderSections type="single" />);
    const returns = screen.getByRole('button', { name: 'Returns' });
    expect(returns).toBeDisabled();
  });
});
