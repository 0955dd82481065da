import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ViewTabs } from './ViewTabs.tsx';
import { SAMPLE_VIEWS, sampleLabels } from './ViewTabs.samples.ts';

const meta = {
  title: 'Components/ViewTabs/Features',
  component: ViewTabs,
  args: { views: SAMPLE_VIEWS, activeId: 'failed', onSelect: fn(), labels: sampleLabels },
  decorators: [(Story) => <div style={{ maxInlineSize: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ViewTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shared view open. */
export const SharedOpen: Story = {};
/** The list was changed since the view was opened: a dot on its tab. */
export const Modified: Story = { args: { modified: true, actions: <Button size="sm">Save changes</Button> } };
/** No saved view yet: only the list's own tab and "Save view". */
export const NoViews: Story = {
  args: { views: [SAMPLE_VIEWS[0]!], activeId: 'all', actions: <Button size="sm">Save view</Button> },
};
/** The list matches none of the views (filters changed by hand). */
export const NoneActive: Story = { args: { activeId: null } };
/** More views than fit: the tabs scroll sideways, long names are cut. */
export const ManyViews: Story = {
  args: {
    views: [
      ...SAMPLE_VIEWS,
      { id: 'v5', label: 'Cash on delivery over 500 EGP in Giza and Alexandria', shared: true },
      { id: 'v6', label: 'Refunds to check' },
      { id: 'v7', label: 'New customers this week' },
    ],
    activeId: 'v6',
    actions: <Button size="sm">Save view</Button>,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
};
