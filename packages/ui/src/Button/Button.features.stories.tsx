import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRight, Plus, Trash2 } from 'lucide-react';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button/Features',
  component: Button,
  args: { children: 'Save order' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
export const WithIcon: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} variant="primary" iconStart={<Plus aria-hidden />}>
        New store
      </Button>
      <Button {...args} iconEnd={<ChevronRight aria-hidden data-mirror-rtl />}>
        Next
      </Button>
      <Button {...args} variant="danger" iconStart={<Trash2 aria-hidden />}>
        Delete
      </Button>
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true, variant: 'primary' } };
export const Loading: Story = { args: { loading: true, variant: 'primary', children: 'Saving…' } };
export const Hover: Story = { args: { variant: 'primary' }, parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
export const FullWidth: Story = { args: { fullWidth: true, variant: 'primary' } };
export const LongText: Story = {
  args: { children: 'Approve merchant and notify every store manager by e-mail' },
};
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="primary">
      <a href="#orders">Open orders</a>
    </Button>
  ),
};
