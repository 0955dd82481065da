import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup.tsx';

const payout = [
  { value: 'weekly', label: 'Weekly', description: 'Every Sunday, for orders delivered the week before.' },
  { value: 'monthly', label: 'Monthly', description: 'On the first working day of the month.' },
  {
    value: 'instant',
    label: 'Instant',
    description: 'Only for merchants verified for a year.',
    disabled: true,
  },
];

const meta = {
  title: 'Components/RadioGroup/Features',
  component: RadioGroup,
  args: { label: 'Payout schedule', options: payout, defaultValue: 'weekly' },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescriptions: Story = {};
export const Horizontal: Story = {
  args: {
    label: 'Refund to',
    orientation: 'horizontal',
    defaultValue: 'wallet',
    options: [
      { value: 'wallet', label: 'Customer wallet' },
      { value: 'card', label: 'Original card' },
      { value: 'cash', label: 'Cash', disabled: true },
    ],
  },
};
export const Empty: Story = { args: { defaultValue: undefined } };
export const DisabledOption: Story = { args: { defaultValue: 'monthly' } };
export const Disabled: Story = { args: { disabled: true } };
export const Required: Story = {
  args: { required: true, defaultValue: undefined, hint: 'Merchants can change it once a month.' },
};
export const Invalid: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose how often this merchant gets paid.' },
};
export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: ['button[role="radio"][data-state="checked"]'] } },
};
export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
  args: {
    label: 'What happens to orders already placed when the store closes early for the day',
    options: [
      {
        value: 'keep',
        label: 'Keep them and prepare them tomorrow morning before opening',
        description: 'Customers get an SMS with the new delivery time; perishable items are checked again.',
      },
      { value: 'cancel', label: 'Cancel them and refund every customer to their wallet' },
    ],
    defaultValue: 'keep',
  },
};
