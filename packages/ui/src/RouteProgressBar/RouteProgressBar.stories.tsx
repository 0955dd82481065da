import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouteProgressBar } from './RouteProgressBar.tsx';

const meta = {
  title: 'Components/RouteProgressBar',
  component: RouteProgressBar,
  args: { active: true, value: 45, label: 'Loading page' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  render: (args) => (
    <>
      <RouteProgressBar {...args} />
      <p style={{ color: 'var(--ui-fg-muted)' }}>Orders › Order #10482</p>
    </>
  ),
} satisfies Meta<typeof RouteProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { active: true, value: 70, minVisibleMs: 300 } };
