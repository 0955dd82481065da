import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ViewTabs } from './ViewTabs.tsx';
import { SAMPLE_VIEWS, sampleLabels } from './ViewTabs.samples.ts';

const meta = {
  title: 'Components/ViewTabs',
  component: ViewTabs,
  args: {
    views: SAMPLE_VIEWS,
    activeId: 'mine',
    onSelect: fn(),
    labels: sampleLabels,
    actions: <Button size="sm">Save view</Button>,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ViewTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Click a tab or use the arrows and Enter. */
export const Playground: Story = {
  render: function Render(args) {
    const [active, setActive] = useState<string | null>('all');
    return <ViewTabs {...args} activeId={active} onSelect={setActive} />;
  },
};
