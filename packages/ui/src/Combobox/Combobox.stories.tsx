import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Combobox } from './Combobox.tsx';
import { searchMerchants } from './merchants.fixture.ts';

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: {
    label: 'Merchant',
    placeholder: 'Search by name or MRC id',
    loadOptions: searchMerchants,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hint: 'Among 5,000 merchants.', debounceMs: 250, size: 'md' } };
