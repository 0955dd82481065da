import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderStatusOptionsDocument } from '../graphql/generated.ts';
import { sampleOrders, sampleOrderStatuses } from '../resources/ecommerce/orders.samples.ts';
import { orders } from '../resources/ecommerce/orders.tsx';
import { fakeSupport, sampleAlerts, ShellHarness, type ShellHarnessProps } from './testing.tsx';

/** The orders page every story opens shows three orders, as often as it asks (any filter, any page). */
const orderMocks: ShellHarnessProps['mocks'] = [
  {
    request: { query: orders.documents.list, variables: () => true },
    result: {
      data: {
        list: {
          __typename: 'OrderConnection',
          totalCount: 3,
          totalCountIsEstimate: false,
          nodes: sampleOrders,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: OrderStatusOptionsDocument, variables: {} },
    result: {
      data: {
        list: { __typename: 'OrderStatusConnection', totalCount: 3, nodes: sampleOrderStatuses },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

// The whole admin shell on a memory router with a fake session: no server, nothing stored.
// The shell's language follows the Storybook locale, so every story's light-rtl screenshot is the
// Arabic, right-to-left shell (stories must not pin mode or direction: the visual test sets them).
const meta = {
  title: 'Shell/App',
  component: ShellHarness,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/ecommerce/orders',
    mocks: orderMocks,
    initialAlerts: sampleAlerts,
    bookmarks: [
      { key: 'coupons', url: '/marketing/coupons' },
      { key: 'customers', url: '/users/customers' },
    ],
  },
  render: (args: ShellHarnessProps, { globals }) => {
    const locale = globals.locale === 'ar-EG' ? 'ar-EG' : 'en-US';
    return <ShellHarness key={locale} {...args} settings={{ ...args.settings, locale }} />;
  },
  // The page loads lazily: the story is done once its heading is there and it has stopped loading.
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
  },
} satisfies Meta<typeof ShellHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function pageShown(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 10_000,
  });
}

export const LeftMenu: Story = {};

export const TopMenu: Story = { args: { settings: { menuLayoutType: 'top', isGrayBackground: true } } };

export const FlyoutMenu: Story = {
  args: { settings: { layoutMenu: 'flyout', flyoutMenuType: 'flyout', flyoutMenuColor: 'blue' } },
};

export const Collapsed: Story = {
  args: { settings: { isMenuCollapsed: true, menuColor: 'dark' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageShown(canvasElement);
    await expect(canvas.getByRole('navigation', { name: /Main menu|القائمة الرئيسية/ })).toHaveAttribute(
      'data-collapsed',
      '',
    );
  },
};

/** Support's shorter menu (stores, store types, collections, orders, now). */
export const Support: Story = { args: { user: fakeSupport } };

export const Forbidden: Story = { args: { user: fakeSupport, path: '/marketing/coupons' } };

export const Mobile: Story = { tags: ['!viewport-desktop', 'viewport-mobile'] };

export const MobileDrawerOpen: Story = {
  tags: ['!viewport-desktop', 'viewport-mobile'],
  args: { defaultMobileMenuOpen: true },
};

// Dark colours come from the Storybook mode (every story is also shot dark-ltr, and light-rtl in
// Arabic); this one adds the shell's own dark settings: dark theme and dark menu.
export const Dark: Story = { args: { settings: { theme: 'dark', menuColor: 'dark' } } };

export const SettingsOpen: Story = { args: { defaultSettingsOpen: true } };

/** "?" lists the keyboard shortcuts: the list search, the command palette and the g-then-key pages. */
export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement }) => {
    await pageShown(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('?');
    await waitFor(() => expect(document.querySelector('[data-testid="shortcuts"]')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};
