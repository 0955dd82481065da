export { Accordion } from './Accordion.tsx';
export type { AccordionContentProps, AccordionItemProps, AccordionTriggerProps } from './Accordion.types.ts';
