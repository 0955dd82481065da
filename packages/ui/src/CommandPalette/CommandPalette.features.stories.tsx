import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Kbd } from '../Kbd/index.ts';
import { CommandPalette, preloadCommandPalette } from './CommandPalette.tsx';
import { adminPages } from './CommandPalette.fixtures.tsx';

const meta = {
  title: 'Components/CommandPalette/Features',
  component: CommandPalette,
  // The palette's body loads on first use; the open stories show it loaded, as a second opening does.
  loaders: [() => preloadCommandPalette()],
  args: { groups: adminPages, onSelect: fn(), onOpenChange: fn() },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };
export const WithQuery: Story = { args: { defaultOpen: true, defaultQuery: 'pay' } };
export const KeywordMatch: Story = { args: { defaultOpen: true, defaultQuery: 'promo' } };
export const NoResults: Story = { args: { defaultOpen: true, defaultQuery: 'refund policy' } };
export const Empty: Story = { args: { defaultOpen: true, groups: [] } };
export const Translated: Story = {
  args: {
    defaultOpen: true,
    groups: [
      {
        key: 'sales',
        heading: 'المبيعات',
        items: [
          { key: 'orders', title: 'الطلبات', keywords: ['orders'] },
          { key: 'coupons', title: 'القسائم', keywords: ['coupons'] },
        ],
      },
      {
        key: 'finance',
        heading: 'المالية',
        items: [{ key: 'wallets', title: 'المحافظ', keywords: ['wallets'] }],
      },
    ],
    labels: {
      title: 'البحث في الصفحات',
      placeholder: 'اكتب اسم الصفحة',
      empty: 'لا توجد نتائج',
      navigate: 'للتنقل',
      select: 'للفتح',
      close: 'للإغلاق',
    },
  },
};
/** Closed: the top bar trigger opens it, as does Ctrl+K / Cmd+K anywhere on the page. */
export const Closed: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button
          iconStart={<Search aria-hidden />}
          onClick={() => setOpen(true)}
          aria-keyshortcuts="Control+K"
        >
          Search pages <Kbd keys={['Ctrl', 'K']} size="sm" />
        </Button>
        <CommandPalette {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};
