import { X } from 'lucide-react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { forwardRef } from 'react';
import {
  Body,
  CloseButton,
  Content,
  Description,
  Footer,
  Header,
  Overlay,
  Title,
} from '../internal/overlay/overlay.styles.ts';
import { useScrollableFocus } from '../internal/overlay/useScrollableFocus.ts';
import type { DialogBodyProps, DialogContentProps, DialogFooterProps } from './Dialog.types.ts';

const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    title,
    description,
    hideDescription = false,
    size = 'md',
    closeLabel = 'Close',
    hideClose = false,
    children,
    ...rest
  },
  ref,
) {
  const description$ = <Description>{description}</Description>;
  return (
    <RadixDialog.Portal>
      <Overlay>
        <Content ref={ref} data-size={size} {...rest}>
          <Header>
            <Title>{title}</Title>
            {hideDescription ? <VisuallyHidden.Root>{description$}</VisuallyHidden.Root> : description$}
          </Header>
          {children}
          {/* Last in the DOM so opening focuses the first field, not the close button. */}
          {!hideClose && (
            <CloseButton aria-label={closeLabel}>
              <X aria-hidden />
            </CloseButton>
          )}
        </Content>
      </Overlay>
    </RadixDialog.Portal>
  );
});
DialogContent.displayName = 'Dialog.Content';

const DialogBody = forwardRef<HTMLDivElement, DialogBodyProps>(function DialogBody(props, forwardedRef) {
  const { ref, tabIndex } = useScrollableFocus(forwardedRef);
  return <Body ref={ref} tabIndex={tabIndex} {...props} />;
});
DialogBody.displayName = 'Dialog.Body';

const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(props, ref) {
  return <Footer ref={ref} {...props} />;
});
DialogFooter.displayName = 'Dialog.Footer';

/** Modal dialog: focus is trapped, the page behind is inert, Escape and the close button dismiss it. */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content: DialogContent,
  Body: DialogBody,
  Footer: DialogFooter,
  Close: RadixDialog.Close,
};
