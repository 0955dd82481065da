import { Popover, Tabs } from '@market/ui';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { formatDateTime } from '../../i18n/format.ts';
import type { StaffAlert, SubscribeToAlerts } from './staffNotifications.ts';
import { AlertItem, CountDot, EmptyLine, PanelList, TopBarButton } from './TopBarButton.styles.ts';

const messages = defineMessages({
  notifications: { id: 'topbar.notifications', defaultMessage: 'Notifications' },
  alerts: { id: 'topbar.notifications.alerts', defaultMessage: 'Alerts' },
  events: { id: 'topbar.notifications.events', defaultMessage: 'Events' },
  actions: { id: 'topbar.notifications.actions', defaultMessage: 'Actions' },
  noAlerts: { id: 'topbar.notifications.noAlerts', defaultMessage: 'No Alerts' },
  noEvents: { id: 'topbar.notifications.noEvents', defaultMessage: 'No Events' },
  noActions: { id: 'topbar.notifications.noActions', defaultMessage: 'No Actions' },
  orderCreated: { id: 'topbar.notifications.kind.orderCreated', defaultMessage: 'New order' },
  paymentFailed: { id: 'topbar.notifications.kind.paymentFailed', defaultMessage: 'Failed payment' },
  cashbackShortfall: {
    id: 'topbar.notifications.kind.cashbackShortfall',
    defaultMessage: 'Cashback already spent',
  },
});

const unreadMessages: Record<'unread', MessageDescriptor> = defineMessages({
  unread: {
    id: 'topbar.notifications.unread',
    defaultMessage: 'Notifications, {count, plural, one {# new} other {# new}}',
  },
});

/** Most alerts kept in the panel; older ones drop off. */
const MAX_ALERTS = 20;

const KIND_TITLES: Record<string, (typeof messages)[keyof typeof messages]> = {
  orderCreated: messages.orderCreated,
  paymentFailed: messages.paymentFailed,
  cashbackShortfall: messages.cashbackShortfall,
};

export interface NotificationsPanelProps {
  /** Where live alerts come from (the server subscription in the app, a fake in stories). */
  subscribe: SubscribeToAlerts;
  /** Alerts already there when the panel mounts (stories). */
  initialAlerts?: StaffAlert[];
  /** Open on first render (stories). */
  defaultOpen?: boolean;
}

/** The bell: Alerts (live staff notifications), Events and Actions. */
export function NotificationsPanel({ subscribe, initialAlerts = [], defaultOpen }: NotificationsPanelProps) {
  const intl = useIntl();
  const [alerts, setAlerts] = useState<StaffAlert[]>(initialAlerts);
  const [unread, setUnread] = useState(initialAlerts.length);

  useEffect(
    () =>
      subscribe((alert) => {
        setAlerts((list) => [alert, ...list.filter((a) => a.id !== alert.id)].slice(0, MAX_ALERTS));
        setUnread((n) => n + 1);
      }),
    [subscribe],
  );

  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={(open) => open && setUnread(0)}>
      <Popover.Trigger asChild>
        <TopBarButton
          type="button"
          aria-label={
            unread > 0
              ? intl.formatMessage(unreadMessages.unread, { count: unread })
              : intl.formatMessage(messages.notifications)
          }
        >
          <Bell aria-hidden />
          {/* Digits as the name reads them (Arabic-Indic in Arabic), so the label holds the visible text. */}
          {unread > 0 && (
            <CountDot aria-hidden>
              {unread > 99 ? `${intl.formatNumber(99)}+` : intl.formatNumber(unread)}
            </CountDot>
          )}
        </TopBarButton>
      </Popover.Trigger>
      <Popover.Content aria-label={intl.formatMessage(messages.notifications)} align="end" size="md">
        <Tabs.Root defaultValue="alerts">
          <Tabs.List aria-label={intl.formatMessage(messages.notifications)}>
            <Tabs.Trigger value="alerts">{intl.formatMessage(messages.alerts)}</Tabs.Trigger>
            <Tabs.Trigger value="events">{intl.formatMessage(messages.events)}</Tabs.Trigger>
            <Tabs.Trigger value="actions">{intl.formatMessage(messages.actions)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="alerts">
            {alerts.length === 0 ? (
              <EmptyLine>{intl.formatMessage(messages.noAlerts)}</EmptyLine>
            ) : (
              <PanelList>
                {alerts.map((alert) => {
                  const kind = KIND_TITLES[alert.kind];
                  return (
                    <AlertItem key={alert.id}>
                      <strong>{kind ? intl.formatMessage(kind) : alert.kind}</strong>
                      <bdi>{alert.message}</bdi>
                      <span>{formatDateTime(alert.at, intl.locale)}</span>
                    </AlertItem>
                  );
                })}
              </PanelList>
            )}
          </Tabs.Content>
          <Tabs.Content value="events">
            <EmptyLine>{intl.formatMessage(messages.noEvents)}</EmptyLine>
          </Tabs.Content>
          <Tabs.Content value="actions">
            <EmptyLine>{intl.formatMessage(messages.noActions)}</EmptyLine>
          </Tabs.Content>
        </Tabs.Root>
      </Popover.Content>
    </Popover.Root>
  );
}
