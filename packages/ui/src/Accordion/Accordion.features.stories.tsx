import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion.tsx';

const meta = { title: 'Components/Accordion/Features' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const faq = [
  { value: 'payout', q: 'When are merchants paid?', a: 'Every Sunday, for balances above SAR 50.00.' },
  { value: 'fees', q: 'Which fees apply?', a: 'A 7% commission on the order subtotal after coupons.' },
  { value: 'refund', q: 'Who pays for refunds?', a: 'The merchant, unless the courier lost the parcel.' },
];

export const Single: Story = {
  render: () => (
    <Accordion.Root type="single" collapsible defaultValue="payout">
      {faq.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Trigger>{item.q}</Accordion.Trigger>
          <Accordion.Content>{item.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
};
export const Multiple: Story = {
  render: () => (
    <Accordion.Root type="multiple" defaultValue={['payout', 'refund']}>
      {faq.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Trigger>{item.q}</Accordion.Trigger>
          <Accordion.Content>{item.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
};
export const Collapsed: Story = {
  render: () => (
    <Accordion.Root type="single" collapsible>
      {faq.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Trigger>{item.q}</Accordion.Trigger>
          <Accordion.Content>{item.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
};
export const Disabled: Story = {
  render: () => (
    <Accordion.Root type="single" collapsible defaultValue="profile">
      <Accordion.Item value="profile">
        <Accordion.Trigger>Store profile</Accordion.Trigger>
        <Accordion.Content>Al Noor Electronics, Riyadh.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="payouts" disabled>
        <Accordion.Trigger>Payouts (verify the bank account first)</Accordion.Trigger>
        <Accordion.Content>Hidden until verified.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
};
// Only the first trigger takes the state, as it would under a real pointer or keyboard.
const firstTrigger = 'div:first-child > h3 > button';
export const Hover: Story = { ...Collapsed, parameters: { pseudo: { hover: firstTrigger } } };
export const FocusVisible: Story = { ...Collapsed, parameters: { pseudo: { focusVisible: firstTrigger } } };
export const LongText: Story = {
  render: () => (
    <Accordion.Root type="single" collapsible defaultValue="policy">
      <Accordion.Item value="policy">
        <Accordion.Trigger>
          What happens to coupons, wallet credits and loyalty points when an order with several merchants is
          partly refunded?
        </Accordion.Trigger>
        <Accordion.Content>
          The refund is split per merchant. Coupon discounts are returned in proportion to each line’s
          subtotal, wallet credits go back to the customer’s wallet first, and loyalty points earned on the
          refunded lines are taken back. A coupon that was limited to one use becomes usable again only when
          the whole order is refunded.
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
};
