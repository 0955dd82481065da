import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Combobox } from './Combobox.tsx';
import { merchants, searchMerchants } from './merchants.fixture.ts';

const meta = {
  title: 'Components/Combobox/Features',
  component: Combobox,
  args: { label: 'Merchant', placeholder: 'Search by name or MRC id', loadOptions: searchMerchants },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: merchants[41] } };
export const Open: Story = {
  args: { defaultOpen: true, defaultInputValue: 'Nile Bakery' },
  play: async () => {
    await screen.findByRole('option', { name: /Nile Bakery 1\b/ });
  },
};
export const OpenWithSelection: Story = {
  args: { defaultOpen: true, defaultValue: merchants[1], defaultInputValue: 'Cairo Fresh' },
  play: async () => {
    await screen.findAllByRole('option');
  },
};
export const Loading: Story = {
  args: { defaultOpen: true, defaultInputValue: 'Delta', loadOptions: () => new Promise(() => {}) },
  play: async () => {
    await expect(await screen.findByText('Searching…')).toBeVisible();
  },
};
export const NoResults: Story = {
  args: { defaultOpen: true, defaultInputValue: 'Zanzibar' },
  play: async () => {
    await screen.findByText('No results');
  },
};
export const LoadError: Story = {
  args: {
    defaultOpen: true,
    defaultInputValue: 'Cairo',
    loadOptions: () => Promise.reject(new Error('Network down')),
  },
  play: async () => {
    await screen.findByText('Could not load results. Keep typing to retry.');
  },
};
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { error: 'Choose the merchant who owns this store.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: merchants[41] } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: ['input'] } } };
export const LongText: Story = {
  args: {
    label: 'Merchant receiving the payout for this settlement period',
    defaultValue: {
      value: 'MRC-09999',
      label: 'Al Nour Trading and Distribution Company for Foodstuffs and Household Goods',
    },
  },
};
