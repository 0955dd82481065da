import { X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { forwardRef } from 'react';
import { SideMenu } from '../SideMenu/index.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { useDocumentDirection } from '../ThemeRoot/index.ts';
import { CloseButton, DrawerOverlay, DrawerPanel, HeaderContent } from './MobileDrawer.styles.ts';
import type { MobileDrawerProps } from './MobileDrawer.types.ts';
import { useOpeningSwipe } from './swipe.ts';

export const MobileDrawer = forwardRef<HTMLDivElement, MobileDrawerProps>(function MobileDrawer(
  {
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
    swipeToOpen = true,
    title = 'Menu',
    closeLabel = 'Close menu',
    header,
    color = 'white',
    onItemClick,
    ...menuProps
  },
  ref,
) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const dir = useDocumentDirection();
  useOpeningSwipe(() => setOpen(true), { enabled: swipeToOpen && !isOpen, dir });

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <DrawerOverlay />
        </Dialog.Overlay>
        <Dialog.Content asChild aria-describedby={undefined}>
          <DrawerPanel ref={ref} data-menu-color={color}>
            <VisuallyHidden.Root asChild>
              <Dialog.Title>{title}</Dialog.Title>
            </VisuallyHidden.Root>
            <SideMenu
              {...menuProps}
              color={color}
              showCollapseToggle={false}
              collapsed={false}
              // Following a link replaces the page underneath, so the drawer gets out of the way.
              onItemClick={(item) => {
                onItemClick?.(item);
                setOpen(false);
              }}
              header={
                <>
                  {header && <HeaderContent>{header}</HeaderContent>}
                  <Dialog.Close asChild>
                    <CloseButton type="button" aria-label={closeLabel}>
                      <X aria-hidden="true" />
                    </CloseButton>
                  </Dialog.Close>
                </>
              }
            />
          </DrawerPanel>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
MobileDrawer.displayName = 'MobileDrawer';
