import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUpload } from './ImageUpload.tsx';

// Inline SVG so screenshots never wait on the network.
const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect width="240" height="120" rx="12" fill="#1f8a4c"/><circle cx="60" cy="60" r="30" fill="#ffffff"/><text x="105" y="70" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff">Basket</text></svg>',
  );

const meta = {
  title: 'Components/ImageUpload/Features',
  component: ImageUpload,
  args: { label: 'Store logo', onChange: fn(), onError: fn() },
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithImage: Story = { args: { value: logo } };
export const Uploading: Story = { args: { value: logo, uploading: true, progress: 40 } };
export const UploadingEmpty: Story = { args: { uploading: true, progress: 75 } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledWithImage: Story = { args: { value: logo, disabled: true } };
export const SliderLimit: Story = { args: { label: 'Home slider image', maxSizeMb: 5 } };
export const InvalidType: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['a,b'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You can only upload JPG/PNG file!',
    );
  },
};
export const InvalidSize: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'banner.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Image must be smaller than 2MB!',
    );
  },
};
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
