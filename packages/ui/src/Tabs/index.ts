export { Tabs } from './Tabs.tsx';
export type { TabsContentProps, TabsListProps, TabsTriggerProps } from './Tabs.types.ts';
