import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link/Features',
  component: Link,
  args: { href: '#stores/green-basket', children: 'Green Basket Market' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stands in for the router's link component: any component that forwards its ref to an <a>.
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={`#${to}`} data-router-link="" {...rest}>
        {children}
      </a>
    );
  },
);

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Link {...args} tone="default">
        View store
      </Link>
      <Link {...args} tone="muted">
        Privacy policy
      </Link>
    </div>
  ),
};
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
export const External: Story = {
  args: { href: 'https://example.com/merchant-help', external: true, children: 'Merchant help centre' },
};
export const InlineInText: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxInlineSize: 440 }}>
      The payout to <Link {...args} inline /> failed twice. Check the bank details in the{' '}
      <Link href="#wallets/4410" inline>
        store wallet
      </Link>{' '}
      before retrying.
    </p>
  ),
};
export const LongText: Story = {
  render: (args) => (
    <div style={{ inlineSize: 260 }}>
      <Link {...args}>Al Noor Organic Groceries and Household Supplies — Heliopolis branch</Link>
    </div>
  ),
};
export const AsRouterLink: Story = {
  render: () => (
    <Link asChild>
      <RouterLink to="/customers/3321">Layla Haddad</RouterLink>
    </Link>
  ),
};
export const ExternalAsRouterLink: Story = {
  render: () => (
    <Link asChild external>
      <RouterLink to="/reports/payouts.pdf">Payout report</RouterLink>
    </Link>
  ),
};
