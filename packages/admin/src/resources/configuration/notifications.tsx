import { NOTIFICATION_CHANNELS } from '@market/domain';
import { defineMessages } from 'react-intl';
import {
  CreateNotificationRecordDocument,
  DeleteNotificationRecordDocument,
  NotificationListDocument,
  NotificationRecordDocument,
  UpdateNotificationRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { ChoiceCell, choicesOf } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const notificationsDocuments = /* GraphQL */ `
  fragment NotificationFields on Notification @standardDocuments {
    id
    version
    event
    channel
    languageCode
    title
    body
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.notifications.singular', defaultMessage: 'notification template' },
  event: { id: 'resource.notifications.event', defaultMessage: 'Event' },
  eventHint: {
    id: 'resource.notifications.eventHint',
    defaultMessage: 'What sends it, e.g. order.delivered',
  },
  channel: { id: 'resource.notifications.channel', defaultMessage: 'Channel' },
  languageCode: { id: 'resource.notifications.languageCode', defaultMessage: 'Language code' },
  languageCodeHint: {
    id: 'resource.notifications.languageCodeHint',
    defaultMessage: 'The code of one of the languages, e.g. en or ar',
  },
  title: { id: 'resource.notifications.title', defaultMessage: 'Title' },
  body: { id: 'resource.notifications.body', defaultMessage: 'Message' },
  search: { id: 'resource.notifications.search', defaultMessage: 'Search by title' },
});

const channelLabels = defineMessages({
  email: { id: 'resource.notifications.channel.email', defaultMessage: 'Email' },
  sms: { id: 'resource.notifications.channel.sms', defaultMessage: 'SMS' },
  push: { id: 'resource.notifications.channel.push', defaultMessage: 'Push notification' },
});

export const NOTIFICATION_CHANNEL_CHOICES = choicesOf(NOTIFICATION_CHANNELS, channelLabels);

export const notifications = defineResource({
  resource: PAGES.notifications.resource,
  listName: 'notifications',
  entityType: 'Notification',
  path: PAGES.notifications.path,
  documents: {
    list: NotificationListDocument,
    get: NotificationRecordDocument,
    create: CreateNotificationRecordDocument,
    update: UpdateNotificationRecordDocument,
    delete: DeleteNotificationRecordDocument,
  },
  columns: [
    { id: 'event', header: messages.event },
    {
      id: 'channel',
      header: messages.channel,
      cell: (row) => <ChoiceCell value={row.channel} choices={NOTIFICATION_CHANNEL_CHOICES} />,
    },
    { id: 'languageCode', header: messages.languageCode },
    { id: 'title', header: messages.title },
  ],
  filters: [
    { name: 'title_contains', label: messages.search, kind: 'text' },
    { name: 'event', label: messages.event, kind: 'text' },
    { name: 'channel', label: messages.channel, kind: 'select', choices: NOTIFICATION_CHANNEL_CHOICES },
    { name: 'languageCode', label: messages.languageCode, kind: 'text' },
  ],
  fields: [
    { name: 'event', label: messages.event, kind: 'text', hint: messages.eventHint },
    { name: 'channel', label: messages.channel, kind: 'select', choices: NOTIFICATION_CHANNEL_CHOICES },
    { name: 'languageCode', label: messages.languageCode, kind: 'text', hint: messages.languageCodeHint },
    { name: 'title', label: messages.title, kind: 'text' },
    { name: 'body', label: messages.body, kind: 'textarea' },
  ],
  rowLabel: (row) => `${row.event} (${row.channel}, ${row.languageCode})`,
  // Notification templates sort by creation only on the server.
  defaultSort: { field: 'createdAt', direction: 'desc' },
  rules: 'notificationRules',
  messages: { title: titles.notifications, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(notifications);
