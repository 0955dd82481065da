import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { forwardRef } from 'react';
import { Action, Banner, Description, DismissButton, Icon, Text, Title } from './Alert.styles.ts';
import type { AlertProps, AlertTone } from './Alert.types.ts';

const toneIcons: Record<AlertTone, typeof Info> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, description, action, onDismiss, dismissLabel = 'Dismiss', icon, children, ...rest },
  ref,
) {
  const ToneIcon = toneIcons[tone];
  // Only problems interrupt a screen reader; good news and hints wait their turn.
  const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Banner ref={ref} role={role} data-tone={tone} {...rest}>
      {icon !== null && <Icon aria-hidden="true">{icon ?? <ToneIcon />}</Icon>}
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
        {children}
      </Text>
      {action && <Action>{action}</Action>}
      {onDismiss && (
        <DismissButton type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <X aria-hidden />
        </DismissButton>
      )}
    </Banner>
  );
});
Alert.displayName = 'Alert';
