import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker.tsx';

const meta = {
  title: 'Components/ColorPicker/Features',
  component: ColorPicker,
  args: { label: 'Primary colour', onChange: fn() },
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomColour: Story = { args: { defaultValue: '#0a6b5d' } };
export const ShortHex: Story = { args: { defaultValue: '#c36' } };
export const Invalid: Story = {
  args: { defaultValue: '#4b7cf3' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Hex code');
    await userEvent.clear(input);
    await userEvent.type(input, '#12g');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { defaultValue: '#1f8a4c', disabled: true } };
export const StatusColours: Story = {
  args: {
    label: 'Delivered status colour',
    defaultValue: '#1f8a4c',
    swatches: [
      { value: '#b86e00', label: 'Pending amber' },
      { value: '#2566d8', label: 'Accepted blue' },
      { value: '#1f8a4c', label: 'Delivered green' },
      { value: '#d92d3a', label: 'Cancelled red' },
      { value: '#5a5f6d', label: 'Archived grey' },
    ],
  },
};
export const WithoutSwatches: Story = { args: { swatches: [], defaultValue: '#4b7cf3' } };
export const FocusVisible: Story = {
  args: { defaultValue: '#4b7cf3' },
  parameters: { pseudo: { focusVisible: true } },
};
