import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { WebSocketServer } from 'ws';
import {
  AccessTokens,
  AuthService,
  changePasswordWithLink,
  forgotPassword,
  loadSigningSecret,
  type AuthResult,
} from './auth/index.ts';
import type { Config } from './config.ts';
import { migrate, openDatabase, type Database } from './db/index.ts';
import { createEventBus, type EventBus } from './graphql/events.ts';
import { createGraphQLHttp, type GraphQLHttp } from './graphql/http.ts';
import { attachWebSocket, createGraphQL } from './graphql/server.ts';
import { HttpError, readJson, sendJson } from './http/respond.ts';
import { setSecurityHeaders } from './http/security.ts';
import { safeJoin, sendFile, serveAdminApp } from './http/static.ts';
import { receiveUpload } from './http/uploads.ts';
import { exportList } from './http/export.ts';
import { NotificationWorker } from './notifications/worker.ts';
import { ResourceStore } from './resources/store.ts';
import { seedIfEmpty } from './seed/index.ts';

export interface App {
  server: Server;
  db: Database;
  events: EventBus;
  auth: AuthService;
  /** POST /graphql's handler (and Yoga behind it). */
  graphql: GraphQLHttp;
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

export interface AppOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  db?: Database;
  /** Seed demo data when the embedded database is empty (the default for `pnpm start`). */
  seedWhenEmpty?: boolean;
  log?: (message: string) => void;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? ((m: string) => console.log(m));
  const db =
    options.db ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    }));
  await migrate(db);
  if (options.seedWhenEmpty && db.kind === 'pglite') {
    const seeded = await seedIfEmpty(db);
    if (seeded) log(`seeded demo data in ${seeded.ms} ms`);
  }
  const events = await createEventBus(config.redisUrl);
  const auth = new AuthService(
    db,
    new AccessTokens(loadSigningSecret(config.jwtSecret, config.dataDir), config.accessTokenTtlSeconds),
    config,
  );
  const yoga = createGraphQL({ db, auth, events, adminUrl: config.adminPublicUrl });
  const graphqlHttp = createGraphQLHttp(yoga);
  const uploadsDir = join(config.dataDir, 'uploads');
  const store = new ResourceStore(db);
  const notifier = config.notificationWebhookUrl
    ? new NotificationWorker({
        db,
        webhookUrl: config.notificationWebhookUrl,
        webhookToken: config.notificationWebhookToken,
        pollMs: config.notificationPollMs,
        maxAttempts: config.notificationMaxAttempts,
        timeoutMs: config.notificationTimeoutMs,
        retryBaseMs: config.notificationRetryBaseMs,
        log,
      })
    : null;
  notifier?.start();
  if (!notifier)
    log('notification delivery off (NOTIFICATION_WEBHOOK_URL unset): queued notifications stay pending');

  const reply = (res: ServerResponse, result: AuthResult) => sendJson(res, result.status, result.body);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (path === '/graphql') {
      await graphqlHttp.handle(req, res);
      return;
    }
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      try {
        await db.query('select 1');
        return sendJson(res, 200, { status: 'ready', database: db.kind });
      } catch {
        return sendJson(res, 503, { status: 'database unavailable' });
      }
    }
    if (method === 'POST' && path === '/api/login') return reply(res, await auth.login(await readJson(req)));
    if (method === 'POST' && (path === '/api/register' || path === '/api/user/registration')) {
      return reply(res, await auth.register(await readJson(req)));
    }
    if (method === 'GET' && path === '/api/user')
      return reply(res, await auth.currentUser(req.headers.authorization));
    if (method === 'GET' && path === '/api/jwt/validate') {
      const claims = await auth.authenticate(req.headers.authorization);
      return claims
        ? sendJson(res, 200, { jwt: { ...claims, roles: claims.role ? [claims.role] : [] } })
        : sendJson(res, 401);
    }
    if (method === 'POST' && path === '/api/jwt/refresh')
      return reply(res, await auth.refresh(await readJson(req)));
    if (method === 'POST' && path === '/api/logout') {
      // FusionAuth's client sends the token as a query parameter with a text/plain body; browsers send JSON.
      const fromQuery = url.searchParams.get('refreshToken');
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      const body = isJson ? ((await readJson(req)) as { refreshToken?: unknown; global?: unknown }) : {};
      const token = fromQuery ?? (typeof body.refreshToken === 'string' ? body.refreshToken : undefined);
      const global = url.searchParams.get('global') === 'true' || body.global === true;
      return reply(res, await auth.logout(token ?? undefined, global));
    }
    if (method === 'POST' && path === '/api/user/forgot-password')
      return reply(res, await forgotPassword(db, await readJson(req), { adminUrl: config.adminPublicUrl }));
    // The reset or invitation link's token is FusionAuth's changePasswordId.
    if (method === 'POST' && path.startsWith('/api/user/change-password/'))
      return reply(
        res,
        await changePasswordWithLink(
          db,
          safeDecode(path.slice('/api/user/change-password/'.length)),
          await readJson(req),
        ),
      );
    if (method === 'POST' && path === '/api/uploads') {
      const claims = await auth.authenticate(req.headers.authorization);
      if (!claims) return sendJson(res, 401, { code: 'UNAUTHENTICATED', message: 'Please sign in' });
      if (!claims.role)
        return sendJson(res, 403, { code: 'FORBIDDEN', message: 'You do not have access to this' });
      return sendJson(res, 201, await receiveUpload(req, uploadsDir));
    }
    if (method === 'GET' && path.startsWith('/api/export/')) {
      const claims = await auth.authenticate(req.headers.authorization);
      return exportList(req, res, {
        db,
        store,
        viewer: claims ? { id: claims.sub, email: claims.email, role: claims.role } : null,
        list: decodeURIComponent(path.slice('/api/export/'.length)),
        unfilteredLimit: config.exportUnfilteredLimit,
      });
    }
    if (method === 'GET' && path.startsWith('/uploads/')) {
      const file = safeJoin(uploadsDir, path.slice('/uploads'.length));
      if (file && sendFile(res, file, { 'cache-control': 'public, max-age=3600' })) return;
      return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    }
    if (path.startsWith('/api/')) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    if ((method === 'GET' || method === 'HEAD') && serveAdminApp(res, config.adminDist, path)) return;
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  }

  const server = createServer((req, res) => {
    setSecurityHeaders(res);
    route(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent)
          sendJson(res, error.status, error.body ?? { code: 'BAD_REQUEST', message: error.message });
        return;
      }
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { code: '700', message: 'Something went wrong!' });
    });
  });
  let wss: WebSocketServer | undefined;

  return {
    server,
    db,
    events,
    auth,
    graphql: graphqlHttp,
    listen(port = config.port) {
      wss ??= attachWebSocket(server, yoga, auth);
      return new Promise((resolveUrl) => {
        server.listen(port, () => resolveUrl(`http://localhost:${(server.address() as AddressInfo).port}`));
      });
    },
    async close() {
      await notifier?.stop();
      for (const client of wss?.clients ?? []) client.terminate();
      wss?.close();
      await new Promise<void>((done) => (server.listening ? server.close(() => done()) : done()));
      server.closeAllConnections();
      await events.close();
      if (!options.db) await db.close();
    },
  };
}

/** A path segment decoded; a malformed escape reads as nothing (answered like an unknown id), never a 500. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
