import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminMenu, shortMenu } from '../SideMenu/adminMenu.fixture.tsx';
import { TopMenu } from './TopMenu.tsx';

const meta = {
  title: 'Components/TopMenu/Features',
  component: TopMenu,
  args: {
    items: shortMenu,
    header: (
      <>
        <Store aria-hidden="true" /> Souq
      </>
    ),
    onValueChange: fn(),
    onItemClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A group opens as a dropdown. */
export const Open: Story = { args: { defaultValue: 'ecommerce', selectedKey: 'orders' } };
export const WithActiveItem: Story = { args: { selectedKey: 'dashboard' } };
/** The page is inside a dropdown: its trigger is highlighted. */
export const ActiveInsideDropdown: Story = { args: { selectedKey: 'customers' } };
/** Sub-items of a dropdown entry show as a labelled group. */
export const NestedOpen: Story = {
  args: { items: adminMenu, maxVisible: 3, defaultValue: 'catalog', selectedKey: 'products-new' },
};
export const Dark: Story = { args: { color: 'dark', selectedKey: 'dashboard', defaultValue: 'users' } };
export const Gray: Story = { args: { color: 'gray', selectedKey: 'dashboard', defaultValue: 'users' } };
export const Disabled: Story = {
  args: { items: adminMenu, maxVisible: 4, defaultValue: 'marketing', selectedKey: 'coupons' },
};
/** Entries past maxVisible (or past the bar's width) are in More. */
export const Overflow: Story = {
  args: { maxVisible: 2, selectedKey: 'wallet-payouts' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
    await expect(within(canvasElement).getByRole('link', { name: 'Payouts' })).toBeVisible();
  },
};
export const LongText: Story = {
  args: {
    selectedKey: 'long',
    defaultValue: 'stores-group',
    items: [
      {
        key: 'stores-group',
        title: 'Stores and store-type collections',
        category: true,
        children: [
          {
            key: 'long',
            title: 'Store-type collections awaiting approval by the regional merchant team',
            url: '#/store-type-collections',
            count: 1204,
          },
        ],
      },
      ...shortMenu,
    ],
  },
};
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
