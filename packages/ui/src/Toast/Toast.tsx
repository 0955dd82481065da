import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Direction, Toast } from 'radix-ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Close, Description, Icon, Root, Text, Title, Viewport } from './Toast.styles.ts';
import type { ToastOptions, ToastProviderProps, ToastTone } from './Toast.types.ts';
import { ToastContext } from './useToast.ts';

interface ToastItem extends ToastOptions {
  id: string;
}

const toneIcons: Record<ToastTone, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

/** Mount once near the app root; toasts stack at the block-end, inline-end corner of the screen. */
export function ToastProvider({
  children,
  duration = 5000,
  label = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss notification',
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const dir = Direction.useDirection();

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setItems((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {/* Swiping towards the inline end dismisses, so the gesture flips in right-to-left. */}
      <Toast.Provider duration={duration} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
        {children}
        {items.map(({ id, title, description, tone = 'info', duration: own }) => {
          const ToneIcon = toneIcons[tone];
          return (
            <Root
              key={id}
              data-tone={tone}
              duration={own}
              // Problems are announced at once; good news waits for a pause.
              type={tone === 'error' || tone === 'warning' ? 'foreground' : 'background'}
              onOpenChange={(open) => {
                if (!open) dismiss(id);
              }}
            >
              <Icon aria-hidden="true">
                <ToneIcon />
              </Icon>
              <Text>
                <Title>{title}</Title>
                {description && <Description>{description}</Description>}
              </Text>
              <Close aria-label={dismissLabel}>
                <X aria-hidden />
              </Close>
            </Root>
          );
        })}
        <Viewport label={label} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';
