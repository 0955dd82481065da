export { ViewTabs } from './ViewTabs.tsx';
export type { ViewTab, ViewTabsLabels, ViewTabsProps } from './ViewTabs.types.ts';
