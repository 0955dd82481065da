// Sample views for the stories and tests.
import type { ViewTab, ViewTabsLabels } from './ViewTabs.types.ts';

export const SAMPLE_VIEWS: ViewTab[] = [
  { id: 'all', label: 'All orders' },
  { id: 'mine', label: 'Pending in Cairo', isDefault: true },
  { id: 'failed', label: 'Failed payments today', shared: true },
  { id: 'late', label: 'Late deliveries', shared: true },
];

export const sampleLabels: ViewTabsLabels = {
  views: 'Saved views',
  shared: 'shared',
  default: 'default',
  modified: 'changed',
};
