import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MoneyField } from './MoneyField.tsx';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  args: { label: 'Order total', currency: 'EGP', defaultValue: 12550, onChange: fn(), onBlur: fn() },
  argTypes: {
    currency: { control: 'inline-radio', options: ['EGP', 'USD', 'SAR', 'KWD', 'JPY'] },
    locale: { control: 'inline-radio', options: ['en-US', 'ar-EG'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { locale: 'en-US', hint: 'Including delivery fee.' } };
