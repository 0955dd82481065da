import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from './TopBar.tsx';
import { Bookmarks, NotificationsButton, SearchTrigger, TopBarActions } from './TopBar.fixtures.tsx';

const meta = {
  title: 'Components/TopBar/Features',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { start: <Bookmarks />, center: <SearchTrigger />, end: <TopBarActions /> },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const orders = ['#10421 Noura Saleh', '#10420 Omar Khalil', '#10419 Sara Mansour', '#10418 Yousef Adel'];

export const Gray: Story = { args: { gray: true } };
export const Separated: Story = { args: { separated: true } };
export const Fixed: Story = {
  args: { fixed: true },
  // Scrolled content under the bar shows that it stays at the block start.
  render: (args) => (
    <div style={{ blockSize: 600, overflow: 'auto' }}>
      <TopBar {...args} />
      <ul style={{ margin: 0, padding: 24, listStyle: 'none', display: 'grid', gap: 12 }}>
        {[...orders, ...orders, ...orders].map((order, i) => (
          <li
            key={i}
            style={{
              padding: 16,
              background: 'var(--ui-bg-surface)',
              border: '1px solid var(--ui-border-subtle)',
              borderRadius: 'var(--ui-radius-md)',
            }}
          >
            Order {order}
          </li>
        ))}
      </ul>
    </div>
  ),
};
export const FixedSeparatedGray: Story = { args: { fixed: true, separated: true, gray: true } };
export const WithoutCenter: Story = {
  args: { center: undefined, start: <SearchTrigger /> },
};
export const Empty: Story = { args: { start: undefined, center: undefined, end: undefined } };
export const WithUnreadCount: Story = {
  args: { end: <NotificationsButton count={12} />, center: undefined },
};
