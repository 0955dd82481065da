import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const trail = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
  { key: 'stores', title: 'Stores', url: '#/stores' },
  { key: 'store', title: 'Green Valley Grocers', url: '#/stores/118' },
];

const meta = {
  title: 'Components/Breadcrumbs/Features',
  component: Breadcrumbs,
  args: { items: trail },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const V1: Story = { args: { variant: 'v1' } };
/** The trail plus the current page title in large type. */
export const V2: Story = { args: { variant: 'v2' } };
export const V2WithCustomTitle: Story = {
  args: { variant: 'v2', title: 'Edit store: Green Valley Grocers', titleAs: 'h2' },
};
export const SingleItem: Story = {
  args: { items: [{ key: 'dashboard', title: 'Dashboard', url: '#/dashboard' }] },
};
/** A crumb without a page of its own (a menu group) is plain text. */
export const WithGroupCrumb: Story = {
  args: {
    items: [
      { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
      { key: 'marketing', title: 'Marketing' },
      { key: 'coupons', title: 'Coupons', url: '#/coupons' },
      { key: 'coupon', title: 'RAMADAN25' },
    ],
  },
};
export const LongText: Story = {
  args: {
    variant: 'v2',
    items: [
      { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
      { key: 'collections', title: 'Store-type collections', url: '#/store-type-collections' },
      {
        key: 'collection',
        title: 'Fresh produce, bakeries and neighbourhood grocers in the northern districts',
        url: '#/c/7',
      },
      { key: 'merchant', title: 'Al Noor Family Bakery and Sweets — Central Market branch, second floor' },
    ],
  },
};
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
