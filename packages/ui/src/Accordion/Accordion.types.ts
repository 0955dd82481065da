import type { Accordion } from 'radix-ui';
import type { ComponentPropsWithoutRef } from 'react';

export type AccordionItemProps = ComponentPropsWithoutRef<typeof Accordion.Item>;

export interface AccordionTriggerProps extends ComponentPropsWithoutRef<typeof Accordion.Trigger> {
  /** Heading level wrapping the trigger, so the section fits the page outline; 3 by default. */
  level?: 2 | 3 | 4;
}

export type AccordionContentProps = ComponentPropsWithoutRef<typeof Accordion.Content>;
