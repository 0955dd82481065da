import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';
import { Content, ContentInner, Header, Item, Root, Trigger } from './Accordion.styles.ts';
import type { AccordionContentProps, AccordionItemProps, AccordionTriggerProps } from './Accordion.types.ts';

const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(props, ref) {
  return <Item ref={ref} {...props} />;
});
AccordionItem.displayName = 'Accordion.Item';

const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function AccordionTrigger(
  { level = 3, children, ...rest },
  ref,
) {
  return (
    <Header as={`h${level}`}>
      <Trigger ref={ref} {...rest}>
        {children}
        {/* Points down, not sideways, so it needs no mirroring in right-to-left. */}
        <ChevronDown aria-hidden />
      </Trigger>
    </Header>
  );
});
AccordionTrigger.displayName = 'Accordion.Trigger';

const AccordionContent = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  { children, ...rest },
  ref,
) {
  return (
    <Content ref={ref} {...rest}>
      <ContentInner>{children}</ContentInner>
    </Content>
  );
});
AccordionContent.displayName = 'Accordion.Content';

/** Stacked sections that expand one at a time (type="single") or independently (type="multiple"). */
export const Accordion = {
  Root,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
