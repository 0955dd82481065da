import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Order total including delivery:' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      <VisuallyHidden {...args} />
      EGP 320.00
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

// The play step proves the hidden text is still in the page for screen readers.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/EGP 320\.00/);
    await expect(paragraph).toHaveTextContent('Order total including delivery:EGP 320.00');
  },
};
export const Playground: Story = { args: { children: 'Wallet balance:' } };
