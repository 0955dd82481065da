import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList.tsx';

const order = [
  { term: 'Order', detail: '#10482' },
  { term: 'Customer', detail: 'Layla Hassan' },
  { term: 'Phone', detail: '+20 100 555 0199' },
  { term: 'Store', detail: 'Green Basket' },
  { term: 'Payment', detail: 'Card ending 4242' },
  { term: 'Total', detail: 'EGP 1,249.50' },
];

const meta = {
  title: 'Components/DescriptionList/Features',
  component: DescriptionList,
  args: { items: order },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = { args: { columns: 2 } };
export const ThreeColumns: Story = { args: { columns: 3 } };
export const Inline: Story = { args: { layout: 'inline', style: { maxInlineSize: 420 } } };
export const FullWidthItem: Story = {
  args: {
    columns: 2,
    items: [
      ...order.slice(0, 4),
      {
        term: 'Delivery address',
        detail: 'Building 12, Street 9, Floor 3, Apartment 7\nNasr City, Cairo',
        fullWidth: true,
      },
    ],
  },
};
export const Empty: Story = {
  args: {
    columns: 2,
    items: [
      { term: 'Coupon', detail: '' },
      { term: 'Customer note' },
      { term: 'Store', detail: 'Green Basket' },
      { term: 'Courier', detail: null },
    ],
  },
};
export const LongText: Story = {
  args: {
    columns: 3,
    items: [
      {
        term: 'Merchant legal name',
        detail: 'Al Noor Fresh Produce and Household Supplies Trading Company (Limited Liability)',
      },
      {
        term: 'Contact e-mail',
        detail: 'finance.department.alnoor-fresh-produce@example-merchant-domain.com',
      },
      { term: 'IBAN', detail: 'EG380019000500000000263180002' },
    ],
  },
};
