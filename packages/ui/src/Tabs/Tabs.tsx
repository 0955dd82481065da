import { Tabs as RadixTabs } from 'radix-ui';
import { forwardRef } from 'react';
import { Content, Count, List, Trigger } from './Tabs.styles.ts';
import type { TabsContentProps, TabsListProps, TabsTriggerProps } from './Tabs.types.ts';

const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  return <List ref={ref} {...props} />;
});
TabsList.displayName = 'Tabs.List';

const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { count, icon, children, ...rest },
  ref,
) {
  return (
    <Trigger ref={ref} {...rest}>
      {icon}
      {children}
      {count !== undefined && <Count>{count}</Count>}
    </Trigger>
  );
});
TabsTrigger.displayName = 'Tabs.Trigger';

const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(props, ref) {
  return <Content ref={ref} {...props} />;
});
TabsContent.displayName = 'Tabs.Content';

/** Horizontal tabs; arrow keys follow the reading direction through ThemeRoot's DirectionProvider. */
export const Tabs = {
  Root: RadixTabs.Root,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
