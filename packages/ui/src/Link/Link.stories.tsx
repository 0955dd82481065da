import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#orders/10482', children: 'Order #10482' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'muted'] } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { tone: 'default', inline: false, external: false } };
