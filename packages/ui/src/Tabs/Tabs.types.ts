import type { Tabs } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export type TabsListProps = ComponentPropsWithoutRef<typeof Tabs.List>;

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof Tabs.Trigger> {
  /** A number shown in a pill after the label, e.g. how many orders are pending. */
  count?: number;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

export type TabsContentProps = ComponentPropsWithoutRef<typeof Tabs.Content>;
