import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Direction, Toast } from 'radix-ui';
import { Close, Description, Icon, Root, Text, Title, Viewport } from './Toast.styles.ts';
import type { ToastItem, ToastProviderProps, ToastTone } from './Toast.types.ts';

const toneIcons: Record<ToastTone, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

export interface ToastStackProps extends Required<Omit<ToastProviderProps, 'children'>> {
  items: ToastItem[];
  dismiss: (id: string) => void;
}

/** The toasts on screen and their notifications region: Radix's toast, loaded by ToastProvider with the first toast. */
export default function ToastStack({ items, dismiss, duration, label, dismissLabel }: ToastStackProps) {
  const dir = Direction.useDirection();
  return (
    // Swiping towards the inline end dismisses, so the gesture flips in right-to-left.
    <Toast.Provider duration={duration} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
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
  );
}
