import { X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { forwardRef } from 'react';
import { useScrollableFocus } from '../internal/overlay/useScrollableFocus.ts';
import {
  Body,
  CloseButton,
  Content,
  Description,
  Footer,
  Header,
  HeaderText,
  Overlay,
  Title,
} from './Sheet.styles.ts';
import type { SheetBodyProps, SheetContentProps, SheetFooterProps } from './Sheet.types.ts';

const SheetContent = forwardRef<HTMLDivElement, SheetContentProps>(function SheetContent(
  {
    title,
    description,
    hideDescription = false,
    side = 'end',
    size = 'md',
    closeLabel = 'Close',
    children,
    ...rest
  },
  ref,
) {
  const description$ = <Description>{description}</Description>;
  return (
    <Dialog.Portal>
      <Overlay />
      <Content ref={ref} data-side={side} data-size={size} {...rest}>
        <Header>
          <HeaderText>
            <Title>{title}</Title>
            {hideDescription ? <VisuallyHidden.Root>{description$}</VisuallyHidden.Root> : description$}
          </HeaderText>
          <CloseButton aria-label={closeLabel}>
            <X aria-hidden />
          </CloseButton>
        </Header>
        {children}
      </Content>
    </Dialog.Portal>
  );
});
SheetContent.displayName = 'Sheet.Content';

const SheetBody = forwardRef<HTMLDivElement, SheetBodyProps>(function SheetBody(props, forwardedRef) {
  const { ref, tabIndex } = useScrollableFocus(forwardedRef);
  return <Body ref={ref} tabIndex={tabIndex} {...props} />;
});
SheetBody.displayName = 'Sheet.Body';

const SheetFooter = forwardRef<HTMLDivElement, SheetFooterProps>(function SheetFooter(props, ref) {
  return <Footer ref={ref} {...props} />;
});
SheetFooter.displayName = 'Sheet.Footer';

/** A modal side panel (Radix Dialog) for details and edits without leaving the list. */
export const Sheet = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content: SheetContent,
  Body: SheetBody,
  Footer: SheetFooter,
  Close: Dialog.Close,
};
