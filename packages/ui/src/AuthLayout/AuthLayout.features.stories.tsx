import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageToggle } from '../TopBar/TopBar.fixtures.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { productLogo, SignInForm } from './AuthLayout.fixtures.tsx';

const meta = {
  title: 'Components/AuthLayout/Features',
  component: AuthLayout,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Souq Admin',
    logo: productLogo,
    copyright: '© 2026 Souq Marketplace. All rights reserved.',
    children: <SignInForm />,
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gray: Story = { args: { background: 'gray' } };
export const Image: Story = { args: { background: 'image' } };
export const WithTopbar: Story = { args: { topbar: <LanguageToggle /> } };
export const WithTopbarOnImage: Story = { args: { topbar: <LanguageToggle />, background: 'image' } };
export const WithoutCopyright: Story = { args: { copyright: undefined, background: 'gray' } };
export const Mobile: Story = { tags: ['!viewport-desktop', 'viewport-mobile'], args: { background: 'gray' } };
