import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterBar } from './FilterBar.tsx';
import {
  LiveFilterBar,
  SAMPLE_FIELDS,
  sampleLabels,
  sampleSearch,
  statusChip,
  storeChip,
} from './FilterBar.samples.tsx';

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  args: {
    search: sampleSearch,
    chips: [statusChip('pending'), storeChip],
    fields: SAMPLE_FIELDS.filter((f) => f.id === 'paymentStatus' || f.id === 'placedAt'),
    onAdd: fn(),
    onRemove: fn(),
    onClearAll: fn(),
    labels: sampleLabels,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 760 }}>{Story()}</div>],
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Add, edit and remove filters: the bar as a list uses it. */
export const Playground: Story = { render: () => <LiveFilterBar /> };
