import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageUpload } from './ImageUpload.tsx';

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: { label: 'Store logo', onChange: fn(), onError: fn() },
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { maxSizeMb: 2, disabled: false, uploading: false, progress: 0 } };
