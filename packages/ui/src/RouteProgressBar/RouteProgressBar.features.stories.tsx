import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouteProgressBar } from './RouteProgressBar.tsx';

const meta = {
  title: 'Components/RouteProgressBar/Features',
  component: RouteProgressBar,
  args: { active: true, label: 'Loading page' },
  render: (args) => (
    <>
      <RouteProgressBar {...args} />
      <p style={{ color: 'var(--ui-fg-muted)' }}>Stores › Al Noor Electronics</p>
    </>
  ),
} satisfies Meta<typeof RouteProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered at a fixed width so the screenshot is the same every run. */
export const Active: Story = { args: { value: 60 } };
/** Creeping on its own; with motion off it rests near the end. */
export const Creeping: Story = {};
export const Idle: Story = { args: { active: false } };
