import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.tsx';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Order #10482 was placed by Layla Haddad on 14 March 2026.' },
  argTypes: {
    as: { control: 'inline-radio', options: ['span', 'p', 'div'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    tone: { control: 'select', options: ['default', 'muted', 'accent', 'danger', 'success', 'warning'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'strong'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { as: 'p', size: 'lg', tone: 'default', weight: 'medium' } };
