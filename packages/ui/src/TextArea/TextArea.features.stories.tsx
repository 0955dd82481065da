import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const note = 'Your order #10482 is packed and leaves the Nasr City store tomorrow at 9:00.';

const meta = {
  title: 'Components/TextArea/Features',
  component: TextArea,
  args: { label: 'Note to the customer', defaultValue: note },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { defaultValue: undefined, placeholder: 'e.g. Your order ships tomorrow morning.' },
};
export const WithCounter: Story = { args: { maxLength: 160, hint: 'Sent by SMS with the order.' } };
export const AtLimit: Story = { args: { maxLength: note.length } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = {
  args: {
    label: 'Refund reason',
    defaultValue: 'Late',
    error: 'Describe the reason in at least 20 characters.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Rows: Story = { args: { rows: 8, resizable: false } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: ['textarea'] } } };
export const LongText: Story = {
  args: {
    label: 'Internal note about the merchant dispute',
    maxLength: 1000,
    defaultValue:
      'The merchant disputes the chargeback on order #10482: the courier marked it delivered at 14:32 but the customer says the bag was left with the building guard. Finance asked for the signed proof of delivery before releasing the wallet hold; the store manager promised to upload it by Thursday. Escalate to the regional lead if nothing arrives by then.',
  },
};
