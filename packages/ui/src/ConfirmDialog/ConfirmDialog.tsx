import { AlertDialog } from 'radix-ui';
import { forwardRef, useState, type ReactNode } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import {
  ConfirmHeader,
  Content,
  Description,
  Extra,
  Footer,
  Overlay,
  Title,
} from './ConfirmDialog.styles.ts';
import type { ConfirmDialogProps } from './ConfirmDialog.types.ts';

const defaultErrorMessage = (error: unknown): ReactNode =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

/** Asks before an irreversible action; stays open with a busy button while an async confirm runs. */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    title,
    description,
    onConfirm,
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    tone = 'default',
    trigger,
    open,
    defaultOpen = false,
    onOpenChange,
    getErrorMessage = defaultErrorMessage,
    children,
  },
  ref,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    // Nothing closes the dialog while the action runs: its outcome must be seen.
    if (pending) return;
    if (next) setError(null);
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      if (open === undefined) setUncontrolledOpen(false);
      onOpenChange?.(false);
    } catch (reason) {
      setPending(false);
      setError(getErrorMessage(reason));
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay>
          <Content ref={ref} aria-busy={pending || undefined}>
            <ConfirmHeader>
              <Title>{title}</Title>
              <Description>{description}</Description>
            </ConfirmHeader>
            <Extra>
              {children}
              {error && <Alert tone="danger" title={error} />}
            </Extra>
            <Footer>
              <AlertDialog.Cancel asChild>
                <Button disabled={pending}>{cancelLabel}</Button>
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: that closes at once, before an async confirm has settled. */}
              <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={confirm}>
                {confirmLabel}
              </Button>
            </Footer>
          </Content>
        </Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';
