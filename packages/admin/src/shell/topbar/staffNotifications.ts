// Live staff notifications (new order, failed payment…) from the server's staffNotification
// subscription, delivered over the app's authorised graphql-ws connection.
import { StaffNotificationDocument } from '../../graphql/generated.ts';
import { apolloClient } from '../../graphql/index.ts';

export interface StaffAlert {
  id: string;
  kind: string;
  message: string;
  entity: string | null;
  entityId: string | null;
  at: string;
}

/** Calls `onAlert` with every notification until the returned function is called. */
export type SubscribeToAlerts = (onAlert: (alert: StaffAlert) => void) => () => void;

export const staffNotificationDocuments = /* GraphQL */ `
  subscription StaffNotification {
    staffNotification {
      id
      kind
      message
      entity
      entityId
      at
    }
  }
`;

export const subscribeToStaffNotifications: SubscribeToAlerts = (onAlert) => {
  const subscription = apolloClient.subscribe({ query: StaffNotificationDocument }).subscribe({
    next: ({ data }) => {
      if (data?.staffNotification) onAlert(data.staffNotification);
    },
    // Errors are already reported by the client's error link; the bell simply stays quiet.
    error: () => {},
  });
  return () => subscription.unsubscribe();
};
