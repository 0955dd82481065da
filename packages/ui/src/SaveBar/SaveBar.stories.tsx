import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SaveBar } from './SaveBar.tsx';

// Every state of the bar: hidden (a clean form), dirty, saving and a failed save.
const meta = {
  title: 'Components/SaveBar',
  component: SaveBar,
  args: {
    open: true,
    message: 'Unsaved changes',
    saveLabel: 'Save',
    discardLabel: 'Discard',
    onDiscard: fn(),
    onSave: fn(),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 720 }}>
      <p style={{ margin: 0 }}>Delta Electronics · Nasr City</p>
      <SaveBar {...args} />
    </div>
  ),
} satisfies Meta<typeof SaveBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A clean form: no bar at all. */
export const Hidden: Story = { args: { open: false } };
export const Dirty: Story = {};
export const Saving: Story = { args: { saving: true } };
export const SaveError: Story = {
  args: { error: 'Someone else saved this store meanwhile. Reload their version or overwrite it.' },
};
