import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';

const csv = new File(
  ['sku,name,price_minor\nGB-001,Tomatoes 1kg,2450\n'.repeat(300)],
  'products-november.csv',
  {
    type: 'text/csv',
  },
);

const meta = {
  title: 'Components/FileUpload/Features',
  component: FileUpload,
  args: { label: 'Product import', onChange: fn(), onError: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFile: Story = { args: { value: csv } };
export const LongFileName: Story = {
  args: {
    value: new File(['sku\n'], 'green-basket-nasr-city-full-catalogue-export-2026-11-22-final-v3.csv', {
      type: 'text/csv',
    }),
  },
};
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'products.xlsx', { type: 'application/vnd.ms-excel' }), {
      applyAccept: false,
    });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You can only upload CSV file!');
  },
};
/** A CSV above the 20 MB an import takes. */
export const TooLarge: Story = {
  args: { maxBytes: 1024 },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'.repeat(2048)], 'products.csv', { type: 'text/csv' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file is larger than 1 KB.');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledWithFile: Story = { args: { value: csv, disabled: true } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
