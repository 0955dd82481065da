// Subscriptions over graphql-ws: the access token rides in the connection params, and the socket
// is reopened with the fresh token whenever the session refreshes it. The server rechecks an open
// socket's token and closes it when the token may no longer hold it (see the API README's close codes).
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
/** The server's "sign in again": the token expired or was revoked. Refresh once, then reconnect. */
export const SIGN_IN_AGAIN_CLOSE_CODE = 4001;
/** The server's "forbidden": the account has no role. Retrying cannot help; the session re-reads the account. */
export const FORBIDDEN_CLOSE_CODE = 4403;

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
  // The shared refresh a "sign in again" started; the reconnect waits for it rather than racing it.
  let refreshing: Promise<unknown> | null = null;

  const client = createClient({
    url: typeof url === 'string' ? url : (url ?? sameOriginUrl),
    ...(webSocketImpl ? { webSocketImpl } : {}),
    lazy: true,
    retryAttempts: 5,
    // Not after "forbidden" (no role), and not once signed out (the reconnect then fails on purpose).
    shouldRetry: (closed) =>
      (closed as CloseEvent | undefined)?.code !== FORBIDDEN_CLOSE_CODE &&
      selectAccessToken(actor.getSnapshot()) !== null,
    // Reconnecting after a token change should be quick; repeated failures back off up to 10 s.
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.min(250 * 2 ** retries, 10_000) * (1 + Math.random())),
      ),
    connectionParams: async () => {
      await refreshing;
      connectedWith = selectAccessToken(actor.getSnapshot());
      // Signed out meanwhile: fail the connection (graphql-ws gives up) instead of knocking without a token.
      if (!connectedWith) throw new Error('Signed out');
      return { authorization: `Bearer ${connectedWith}` };
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
        const code = (event as CloseEvent | undefined)?.code;
        // Expired or revoked (at connect or while open): the one shared refresh, and graphql-ws's retry
        // carries its token. When the refresh is refused the session ends, and so does the socket.
        if (code === SIGN_IN_AGAIN_CLOSE_CODE && connectedWith) {
          refreshing = awaitFreshToken(actor, connectedWith).finally(() => (refreshing = null));
        }
        // The account lost its role: let the session find out and show the waiting-for-access page.
        if (code === FORBIDDEN_CLOSE_CODE) actor.send({ type: 'RELOAD' });
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
