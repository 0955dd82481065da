import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { FilterBar } from './FilterBar.tsx';
import {
  SAMPLE_FIELDS,
  placedChip,
  sampleLabels,
  sampleSearch,
  statusChip,
  storeChip,
} from './FilterBar.samples.tsx';

const meta = {
  title: 'Components/FilterBar/Features',
  component: FilterBar,
  args: {
    search: sampleSearch,
    chips: [statusChip('pending')],
    fields: SAMPLE_FIELDS.filter((f) => f.id !== 'status'),
    onAdd: fn(),
    onRemove: fn(),
    onClearAll: fn(),
    labels: sampleLabels,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 760, minBlockSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: the search box and "Add filter". */
export const NoFilters: Story = { args: { chips: [], fields: SAMPLE_FIELDS } };
/** A filter just added: no value yet, its editor open. */
export const JustAdded: Story = {
  args: { chips: [statusChip(undefined)], defaultOpenChip: 'status' },
};
/** A chip's editor open on its value. */
export const EditorOpen: Story = { args: { defaultOpenChip: 'status' } };
/** Several filters wrap onto more lines; a long value is cut with an ellipsis. */
export const ManyFilters: Story = {
  args: {
    chips: [statusChip('delivered'), storeChip, placedChip],
    fields: SAMPLE_FIELDS.filter((f) => f.id === 'paymentStatus'),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 520 }}>{Story()}</div>],
};
/** Every field filtered: no "Add filter". */
export const AllFieldsUsed: Story = {
  args: { chips: [statusChip('confirmed'), storeChip, placedChip], fields: [] },
};
/** Without a search box (a list with no text filter), with something at the end. */
export const WithoutSearch: Story = {
  args: { search: undefined, end: <Button variant="ghost">Reset</Button> },
};
