import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './AuthLayout.tsx';
import { productLogo, SignInForm } from './AuthLayout.fixtures.tsx';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Souq Admin',
    logo: productLogo,
    copyright: '© 2026 Souq Marketplace. All rights reserved.',
    children: <SignInForm />,
  },
  argTypes: {
    background: { control: 'inline-radio', options: ['white', 'gray', 'image'] },
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { background: 'gray', topbar: undefined } };
