import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyField } from './MoneyField.tsx';

const meta = {
  title: 'Components/MoneyField/Features',
  component: MoneyField,
  args: { label: 'Order total', currency: 'EGP', defaultValue: 12550 },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { defaultValue: null, placeholder: '0.00' } };
export const ArabicLocale: Story = { args: { locale: 'ar-EG', defaultValue: 1234550 } };
export const Currencies: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <MoneyField label="Wallet balance (US dollars)" currency="USD" locale="en-US" defaultValue={1999} />
      <MoneyField label="Coupon value (Japanese yen)" currency="JPY" locale="en-US" defaultValue={1500} />
      <MoneyField label="Payout (Kuwaiti dinar)" currency="KWD" locale="en-US" defaultValue={12345} />
      <MoneyField label="Refund (Saudi riyal)" currency="SAR" locale="ar-EG" defaultValue={4990} />
    </div>
  ),
};
export const Negative: Story = {
  args: {
    label: 'Wallet adjustment',
    allowNegative: true,
    defaultValue: -2500,
    hint: 'Negative takes money out.',
  },
};
export const Required: Story = { args: { required: true, defaultValue: null } };
export const Invalid: Story = {
  args: { label: 'Minimum order', defaultValue: 0, error: 'Set a minimum of at least 1.00 EGP.' },
};
export const Disabled: Story = { args: { disabled: true } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: ['input'] } } };
export const LongText: Story = {
  args: {
    label: 'Maximum refund a store manager can approve without finance sign-off',
    defaultValue: 123456789,
    hint: 'Larger refunds wait in the finance queue.',
  },
};
