import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Components/Footer/Features',
  component: Footer,
  args: {
    productName: 'Souq Admin',
    copyright: '© 2026 Souq Marketplace. All rights reserved.',
    description: 'Back office for stores, merchants, orders and wallets.',
    links: [
      { key: 'help', title: 'Help centre', url: '#/help' },
      { key: 'terms', title: 'Terms of service', url: '#/terms' },
      { key: 'privacy', title: 'Privacy', url: '#/privacy' },
      { key: 'status', title: 'System status', url: '#/status' },
    ],
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text and links. */
export const V1: Story = { args: { variant: 'v1' } };
/** Centred, with the copyright. */
export const V2: Story = { args: { variant: 'v2' } };
/** Two rows with the product name. */
export const V3: Story = { args: { variant: 'v3' } };
/** One minimal line. */
export const V4: Story = { args: { variant: 'v4' } };
export const WithoutLinks: Story = { args: { variant: 'v1', links: [] } };
export const LongText: Story = {
  args: {
    variant: 'v3',
    description:
      'Back office for every store, merchant, order, coupon and wallet across the marketplace, in English and Arabic, for staff in all regions.',
    copyright: '© 2026 Souq Marketplace Holding Company and its regional subsidiaries. All rights reserved.',
  },
};
export const Hover: Story = { args: { variant: 'v4' }, parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = {
  args: { variant: 'v4' },
  parameters: { pseudo: { focusVisible: true } },
};
