import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: { label: 'Product import', onChange: fn(), onError: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { disabled: false, hint: 'CSV only, with a header row.' } };
