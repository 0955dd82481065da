import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.ts';
import { Sheet } from './Sheet.tsx';

const meta = { title: 'Components/Sheet/Features', component: Sheet.Root } satisfies Meta<typeof Sheet.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', justifyContent: 'space-between', marginBlock: 8 } as const;

function StoreSheet(props: { side?: 'start' | 'end'; size?: 'sm' | 'md' | 'lg'; open?: boolean }) {
  return (
    <Sheet.Root defaultOpen={props.open ?? true}>
      <Sheet.Trigger asChild>
        <Button>Store details</Button>
      </Sheet.Trigger>
      <Sheet.Content
        title="Al Noor Electronics"
        description="Riyadh · Joined 12 January 2024"
        side={props.side}
        size={props.size}
      >
        <Sheet.Body>
          <div style={row}>
            <span>Orders this month</span>
            <strong>312</strong>
          </div>
          <div style={row}>
            <span>Wallet balance</span>
            <strong>SAR 1,240.50</strong>
          </div>
          <div style={row}>
            <span>Manager</span>
            <strong>Salma Haddad</strong>
          </div>
        </Sheet.Body>
        <Sheet.Footer>
          <Sheet.Close asChild>
            <Button>Cancel</Button>
          </Sheet.Close>
          <Button variant="primary">Edit store</Button>
        </Sheet.Footer>
      </Sheet.Content>
    </Sheet.Root>
  );
}

/** From the inline end: the right in English, the left in Arabic. */
export const Open: Story = { render: () => <StoreSheet /> };
export const SideStart: Story = { render: () => <StoreSheet side="start" /> };
export const SizeSmall: Story = { render: () => <StoreSheet size="sm" /> };
export const SizeLarge: Story = { tags: ['viewport-desktop'], render: () => <StoreSheet size="lg" /> };
export const Closed: Story = { render: () => <StoreSheet open={false} /> };
export const Mobile: Story = { tags: ['viewport-mobile'], render: () => <StoreSheet /> };
export const LongText: Story = {
  render: () => (
    <Sheet.Root defaultOpen>
      <Sheet.Content
        title="Return request for order #10482 from the Jeddah Home Goods warehouse"
        description="Opened on 9 March 2025 by the customer, waiting for the merchant’s decision."
      >
        <Sheet.Body>
          {Array.from({ length: 10 }, (_, i) => (
            <p key={i}>
              Message {i + 1}: The customer says the blender arrived with a cracked jar and asks for a
              replacement rather than a refund to their wallet.
            </p>
          ))}
        </Sheet.Body>
        <Sheet.Footer>
          <Button>Reject</Button>
          <Button variant="primary">Approve return</Button>
        </Sheet.Footer>
      </Sheet.Content>
    </Sheet.Root>
  ),
};
