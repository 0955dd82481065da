import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar.tsx';
import { broken, portrait, storeLogo } from './avatar-fixtures.ts';

const meta = {
  title: 'Components/Avatar/Features',
  component: Avatar,
  args: { name: 'Layla Haddad' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Avatar {...args} size="sm" src={portrait} />
      <Avatar {...args} size="md" src={portrait} />
      <Avatar {...args} size="lg" src={portrait} />
      <Avatar {...args} size="xl" src={portrait} />
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
export const Initials: Story = {
  render: () => (
    <div style={row}>
      <Avatar name="Layla Haddad" />
      <Avatar name="Omar Farouk" />
      <Avatar name="Mona Salem" />
      <Avatar name="Youssef" />
      <Avatar name="Karim el-Masry" />
    </div>
  ),
};
export const ArabicNames: Story = {
  render: () => (
    <div lang="ar" style={row}>
      <Avatar name="محمد أحمد" size="lg" />
      <Avatar name="فاطمة الزهراء" size="lg" />
      <Avatar name="عبدالله الخطيب" size="lg" />
      <Avatar name="سارة" size="lg" />
    </div>
  ),
};
export const WithStatus: Story = {
  render: () => (
    <div style={row}>
      <Avatar name="Layla Haddad" src={portrait} size="lg" status="online" />
      <Avatar name="Omar Farouk" size="lg" status="away" />
      <Avatar name="Mona Salem" size="lg" status="busy" />
      <Avatar name="Youssef Nabil" size="lg" status="offline" />
    </div>
  ),
};
export const Square: Story = {
  args: { name: 'Green Basket Market', shape: 'square', size: 'xl', src: storeLogo },
};
export const BrokenImage: Story = {
  args: { src: broken, size: 'lg' },
  // The initials replace a picture that fails to load after a short delay; the story is done once they show.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('LH')).toBeVisible());
  },
};
export const Decorative: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <Avatar name="Layla Haddad" src={portrait} decorative />
      <span>
        <strong style={{ display: 'block' }}>Layla Haddad</strong>
        <span style={{ color: 'var(--ui-fg-muted)', fontSize: 'var(--ui-font-size-sm)' }}>
          Store manager · Green Basket Market
        </span>
      </span>
    </div>
  ),
};
export const LongText: Story = {
  args: { name: 'Al Noor Organic Groceries and Household Supplies', shape: 'square', size: 'lg' },
};
