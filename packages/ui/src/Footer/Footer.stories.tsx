import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';

const footerLinks = [
  { key: 'help', title: 'Help centre', url: '#/help' },
  { key: 'terms', title: 'Terms of service', url: '#/terms' },
  { key: 'privacy', title: 'Privacy', url: '#/privacy' },
  { key: 'status', title: 'System status', url: '#/status' },
];

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    productName: 'Souq Admin',
    copyright: '© 2026 Souq Marketplace. All rights reserved.',
    description: 'Back office for stores, merchants, orders and wallets.',
    links: footerLinks,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['v1', 'v2', 'v3', 'v4'] },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'v3' } };
