import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Stack } from './Stack.tsx';

const box = {
  paddingBlock: 8,
  paddingInline: 12,
  border: '1px solid var(--ui-border-default)',
  borderRadius: 'var(--ui-radius-md)',
  background: 'var(--ui-bg-surface)',
} as const;
const Box = ({ children }: { children: ReactNode }) => <div style={box}>{children}</div>;
const frame = { border: '1px dashed var(--ui-border-strong)', padding: 8 } as const;

const meta = {
  title: 'Components/Stack/Features',
  component: Stack,
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  render: () => (
    <Stack direction="row" gap={2}>
      <Box>1 · Cart</Box>
      <Box>2 · Payment</Box>
      <Box>3 · Delivery</Box>
    </Stack>
  ),
};
export const Gaps: Story = {
  render: () => (
    <Stack gap={4}>
      {([1, 2, 4, 8] as const).map((gap) => (
        <Stack key={gap} direction="row" gap={gap} style={frame}>
          <Box>gap {gap}</Box>
          <Box>Store</Box>
          <Box>Store</Box>
        </Stack>
      ))}
    </Stack>
  ),
};
export const Alignment: Story = {
  render: () => (
    <Stack gap={4}>
      {(['start', 'center', 'end'] as const).map((align) => (
        <Stack key={align} direction="row" align={align} gap={2} style={{ ...frame, blockSize: 72 }}>
          <Box>align {align}</Box>
          <div style={{ ...box, paddingBlock: 20 }}>Tall</div>
        </Stack>
      ))}
    </Stack>
  ),
};
export const JustifyBetween: Story = {
  render: () => (
    <Stack direction="row" justify="between" align="center" style={frame}>
      <strong>Coupons</strong>
      <Box>New coupon</Box>
    </Stack>
  ),
};
export const Wrap: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap style={{ ...frame, inlineSize: 320 }}>
      {['Cairo', 'Giza', 'Alexandria', 'Mansoura', 'Tanta', 'Aswan', 'Luxor'].map((city) => (
        <Box key={city}>{city}</Box>
      ))}
    </Stack>
  ),
};
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap={2} aria-label="Recent orders">
      <li style={box}>#10482 · Layla Haddad · EGP 320.00</li>
      <li style={box}>#10481 · Omar Farouk · EGP 1,045.50</li>
      <li style={box}>#10480 · Mona Salem · EGP 87.25</li>
    </Stack>
  ),
};
