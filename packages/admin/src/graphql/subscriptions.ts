// Subscriptions over graphql-ws: the access token rides in the connection params, and the socket
// is reopened with the fresh token whenever the session refreshes it.
import { awaitFreshToken, selectAccessToken, type SessionActor } from '@market/auth-machine';
import { createClient, type Client } from 'graphql-ws';

export interface SubscriptionClientOptions {
  actor: SessionActor;
  /** Defaults to ws(s)://<this origin>/graphql. */
  url?: string | (() => string);
  webSocketImpl?: unknown;
}

/** Non-fatal close code graphql-ws reconnects after: "reconnect, the token changed". */
const TOKEN_CHANGED_CLOSE_CODE = 4205;
/** The server refuses a connection whose token is missing or expired. */
const FORBIDDEN_CLOSE_CODE = 4403;

/**
 * Fires after the socket comes back from a drop. Events published while it was down are lost, so a live
 * view (the orders board) reloads what it shows when it hears this.
 */
export const socketReconnects = new EventTarget();
export const RECONNECTED = 'reconnected';

function sameOriginUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

export function createSubscriptionClient({ actor, url, webSocketImpl }: SubscriptionClientOptions): Client {
  let socket: WebSocket | null = null;
  let connectedWith: string | null = null;

  const client = createClient({
    url: typeof url === 'string' ? url : (url ?? sameOriginUrl),
    ...(webSocketImpl ? { webSocketImpl } : {}),
    lazy: true,
    retryAttempts: 5,
    shouldRetry: () => true,
    // Reconnecting after a token change should be quick; repeated failures back off up to 10 s.
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.min(250 * 2 ** retries, 10_000) * (1 + Math.random())),
      ),
    connectionParams: () => {
      connectedWith = selectAccessToken(actor.getSnapshot());
      return connectedWith ? { authorization: `Bearer ${connectedWith}` } : {};
    },
    on: {
      opened: (opened) => {
        socket = opened as WebSocket;
      },
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) socketReconnects.dispatchEvent(new Event(RECONNECTED));
      },
      closed: (event) => {
        socket = null;
        // Refused at connect: the token expired while the socket was down. Ask for the shared
        // refresh so the retry (graphql-ws reconnects on its own) carries a fresh token.
        if ((event as CloseEvent | undefined)?.code === FORBIDDEN_CLOSE_CODE && connectedWith) {
          void awaitFreshToken(actor, connectedWith);
        }
      },
    },
  });

  actor.subscribe((snapshot) => {
    const token = selectAccessToken(snapshot);
    if (!socket || token === connectedWith) return;
    if (token) socket.close(TOKEN_CHANGED_CLOSE_CODE, 'Access token refreshed');
    else client.terminate(); // signed out: no socket for an anonymous user
  });

  return client;
}
