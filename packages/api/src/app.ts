import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { WebSocketServer } from 'ws';
import {
  AccessTokens,
  AuthService,
  changePasswordWithLink,
  decoyHash,
  DeviceCookies,
  forgotPassword,
  loadSigningSecret,
  Throttle,
  throttledAnswer,
  type AuthResult,
  type ThrottledAction,
} from './auth/index.ts';
import type { Config } from './config.ts';
import { migrate, openDatabase, type Database } from './db/index.ts';
import { createEventBus, type EventBus } from './graphql/events.ts';
import { createGraphQLHttp, type GraphQLHttp } from './graphql/http.ts';
import { attachWebSocket, createGraphQL } from './graphql/server.ts';
import { HttpError, decodePath, readJson, sendJson } from './http/respond.ts';
import { requestOrigin } from './http/clientAddress.ts';
import { setSecurityHeaders } from './http/security.ts';
import { safeJoin, sendFile, serveAdminApp } from './http/static.ts';
import { receiveUpload } from './http/uploads.ts';
import { exportList } from './http/export.ts';
import { exportReport } from './http/reportExport.ts';
import { sendImportTemplate } from './imports/index.ts';
import { ExportGate } from './http/exportGate.ts';
import { NotificationWorker } from './notifications/worker.ts';
import { JobQueue, type JobQueueOptions } from './jobs/queue.ts';
import { createRegistry } from './jobs/registry.ts';
import { JobFileStorage } from './jobs/storage.ts';
import { serveJobFile } from './jobs/download.ts';
import type { JobDefinition } from './jobs/types.ts';
import { ResourceStore } from './resources/store.ts';
import { seedIfEmpty } from './seed/index.ts';
import { Gauge } from 'prom-client';
import { startRollupUpkeep } from './reports/rollups.ts';
import { createLogger, note, noteOf, type Logger } from './log.ts';
import { Metrics } from './metrics.ts';

const KNOWN_PATHS = new Set([
  '/graphql',
  '/healthz',
  '/readyz',
  '/metrics',
  '/api/login',
  '/api/register',
  '/api/user/registration',
  '/api/user',
  '/api/jwt/validate',
  '/api/jwt/refresh',
  '/api/logout',
  '/api/user/forgot-password',
  '/api/uploads',
]);

/** `Authorization: Bearer <expected>`, compared in constant time. */
function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** A metrics label for a REST request: its route, never its ids (bounded label values). */
function routeName(method: string, url: string): string {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/api/export/')) return `${method} /api/export/:list`;
  if (path.startsWith('/api/import/templates/')) return `${method} /api/import/templates/:entity`;
  if (path.startsWith('/uploads/')) return `${method} /uploads/:file`;
  if (path.startsWith('/api/jobs/files/')) return `${method} /api/jobs/files/:token`;
  if (KNOWN_PATHS.has(path)) return `${method} ${path}`;
  return path.startsWith('/api/') ? `${method} other` : `${method} static`;
}

export interface App {
  server: Server;
  logger: Logger;
  metrics: Metrics;
  db: Database;
  events: EventBus;
  auth: AuthService;
  /** Background jobs (jobs/queue.ts). */
  jobs: JobQueue;
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
  /** The structured log (pino); by default one at `config.logLevel` on stdout. Tests pass a silent one. */
  logger?: Logger;
  /** Extra job types (tests) and queue timings (tests shorten them). */
  jobs?: {
    extra?: readonly JobDefinition<never>[];
    options?: Partial<
      Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'staleAfterSeconds' | 'retryDelaySeconds'>
    >;
  };
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const log = (message: string) => logger.info(message);
  const db =
    options.db ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
      statementTimeoutMs: config.statementTimeoutMs,
    }));
  await migrate(db);
  if (options.seedWhenEmpty && db.kind === 'pglite') {
    const seeded = await seedIfEmpty(db);
    if (seeded) log(`seeded demo data in ${seeded.ms} ms`);
  }
  const events = await createEventBus(config.redisUrl);
  const signingSecret = loadSigningSecret(config.jwtSecret, config.dataDir);
  const throttle = await Throttle.create(config.throttle, config.redisUrl);
  log(`sign-in throttling: counters in ${throttle.store}`);
  const auth = new AuthService(
    db,
    new AccessTokens(signingSecret, config.accessTokenTtlSeconds),
    config,
    throttle,
    new DeviceCookies(signingSecret),
  );
  // Made now, not on the first unknown login id, so that request takes no longer than the others.
  await decoyHash();
  const originOf = requestOrigin(config.trustProxy);
  let wss: WebSocketServer | undefined;
  const metrics = new Metrics(db.poolStats?.bind(db), db.restarts?.bind(db));
  new Gauge({
    name: 'market_graphql_subscriptions_active',
    help: 'GraphQL subscriptions listening in this process',
    registers: [metrics.registry],
    collect() {
      this.set(events.activeSubscriptions());
    },
  });
  const exportGate = new ExportGate({
    perUser: config.exportMaxPerUser,
    overall: config.exportMaxConcurrent,
    stallMs: config.exportStallTimeoutMs,
  });
  new Gauge({
    name: 'market_exports_active',
    help: 'CSV exports streaming in this process',
    registers: [metrics.registry],
    collect() {
      this.set(exportGate.active);
    },
  });
  new Gauge({
    name: 'market_graphql_websockets',
    help: 'Open GraphQL websockets in this process',
    registers: [metrics.registry],
    collect() {
      this.set(wss?.clients.size ?? 0);
    },
  });
  const storage = new JobFileStorage(db, config.dataDir, signingSecret);
  const jobs = new JobQueue({
    db,
    events,
    logger,
    storage,
    registry: createRegistry(storage, options.jobs?.extra, join(config.dataDir, 'uploads')),
    mode: config.workerMode,
    concurrency: config.workerConcurrency,
    staleAfterSeconds: config.jobStaleSeconds,
    retryDelaySeconds: config.jobRetryDelaySeconds,
    ...options.jobs?.options,
  });
  await jobs.start();
  // Where jobs run, writes buffered for the day rollups are folded in (028), and the days before today are
  // sealed into the derived rollups (month, year, dashboard days; 027).
  const stopRollupUpkeep =
    config.workerMode === 'off'
      ? null
      : startRollupUpkeep(db, (error) => logger.warn({ err: error, component: 'reports' }, 'rollup upkeep'));
  log(
    `background jobs: ${config.workerMode === 'off' ? 'queued here, run elsewhere' : `${config.workerMode}, ${jobs.concurrency} at once`}`,
  );
  const yoga = createGraphQL({
    db,
    auth,
    events,
    logger,
    metrics,
    adminUrl: config.adminPublicUrl,
    limits: config.graphql,
    maxListOffset: config.maxListOffset,
    jobs,
  });
  const graphqlHttp = createGraphQLHttp(yoga);
  const uploadsDir = join(config.dataDir, 'uploads');
  const store = new ResourceStore(db, { maxOffset: config.maxListOffset });
  const notifier = config.notificationWebhookUrl
    ? new NotificationWorker({
        db,
        webhookUrl: config.notificationWebhookUrl,
        webhookToken: config.notificationWebhookToken,
        pollMs: config.notificationPollMs,
        maxAttempts: config.notificationMaxAttempts,
        timeoutMs: config.notificationTimeoutMs,
        retryBaseMs: config.notificationRetryBaseMs,
        log: (message) => logger.warn({ component: 'notifications' }, message),
      })
    : null;
  await notifier?.attach(jobs);
  if (!notifier)
    log('notification delivery off (NOTIFICATION_WEBHOOK_URL unset): queued notifications stay pending');

  const reply = (res: ServerResponse, result: AuthResult) => {
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    sendJson(res, result.status, result.body);
  };

  /**
   * Runs an auth request that has no account to judge by, throttled per address: refused with a 429 before
   * `run` when the address is over its limit; a success tells the throttle (which gives the attempt back
   * for actions where only failures count, e.g. change-password).
   */
  async function throttled(
    req: IncomingMessage,
    action: ThrottledAction,
    run: () => Promise<AuthResult>,
  ): Promise<AuthResult> {
    const admission = await throttle.admit(action, { ip: originOf(req).ip });
    if (!admission.allowed) return throttledAnswer(admission.retryAfterSeconds);
    const result = await run();
    if (result.status >= 200 && result.status < 300) await admission.succeeded();
    return result;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    // Decoded once, here: a malformed escape (`/%`) or a NUL is the caller's mistake on every route.
    const path = decodePath(url.pathname);
    if (path === null)
      return sendJson(res, 400, { code: 'BAD_REQUEST', message: 'The URL path is not validly encoded' });

    if (path === '/graphql') {
      await graphqlHttp.handle(req, res);
      return;
    }
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      // Ready means every dependency a request needs answers: the database, and Redis when configured
      // (without it live events would silently stop crossing processes).
      try {
        await db.query('select 1');
      } catch {
        return sendJson(res, 503, { status: 'database unavailable' });
      }
      try {
        await events.ping();
      } catch {
        return sendJson(res, 503, { status: 'redis unavailable' });
      }
      return sendJson(res, 200, {
        status: 'ready',
        database: db.kind,
        redis: config.redisUrl ? 'ok' : 'off',
      });
    }
    if (method === 'GET' && path === '/metrics') {
      if (config.metricsToken && !bearerMatches(req.headers.authorization, config.metricsToken))
        return sendJson(res, 401, { code: 'UNAUTHENTICATED', message: 'This needs the metrics token' });
      const text = await metrics.registry.metrics();
      res.writeHead(200, { 'content-type': metrics.registry.contentType });
      res.end(text);
      return;
    }
    if (method === 'POST' && path === '/api/login') {
      const { ip, secure } = originOf(req);
      return reply(res, await auth.login(await readJson(req), { ip, secure, cookie: req.headers.cookie }));
    }
    if (method === 'POST' && (path === '/api/register' || path === '/api/user/registration')) {
      return reply(res, await throttled(req, 'register', async () => auth.register(await readJson(req))));
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
      const body = isJson ? await readJson(req) : {};
      const token = fromQuery ?? (typeof body.refreshToken === 'string' ? body.refreshToken : undefined);
      const global = url.searchParams.get('global') === 'true' || body.global === true;
      return reply(res, await auth.logout(token ?? undefined, global, req.headers.authorization));
    }
    if (method === 'POST' && path === '/api/user/forgot-password')
      return reply(
        res,
        await throttled(req, 'forgotPassword', async () =>
          forgotPassword(db, await readJson(req), { adminUrl: config.adminPublicUrl }),
        ),
      );
    // The reset or invitation link's token is FusionAuth's changePasswordId; only failed tries count.
    if (method === 'POST' && path.startsWith('/api/user/change-password/'))
      return reply(
        res,
        await throttled(req, 'changePassword', async () =>
          changePasswordWithLink(
            db,
            // The router has decoded the path once (a malformed escape is already a 400).
            path.slice('/api/user/change-password/'.length),
            await readJson(req),
          ),
        ),
      );
    if (method === 'POST' && path === '/api/uploads') {
      const claims = await auth.authenticate(req.headers.authorization);
      if (!claims) return sendJson(res, 401, { code: 'UNAUTHENTICATED', message: 'Please sign in' });
      if (!claims.role)
        return sendJson(res, 403, { code: 'FORBIDDEN', message: 'You do not have access to this' });
      return sendJson(res, 201, await receiveUpload(req, uploadsDir));
    }
    if (method === 'GET' && path === '/api/export/report') {
      const claims = await auth.authenticate(req.headers.authorization);
      return exportReport(req, res, {
        db,
        gate: exportGate,
        logger,
        viewer: claims ? { id: claims.sub, email: claims.email, role: claims.role } : null,
      });
    }
    if (method === 'GET' && path.startsWith('/api/export/')) {
      const claims = await auth.authenticate(req.headers.authorization);
      if (claims) note(req, { account: claims.email });
      return exportList(req, res, {
        db,
        store,
        viewer: claims ? { id: claims.sub, email: claims.email, role: claims.role } : null,
        list: path.slice('/api/export/'.length),
        unfilteredLimit: config.exportUnfilteredLimit,
        gate: exportGate,
        metrics,
        logger,
      });
    }
    if (method === 'GET' && path.startsWith('/api/import/templates/')) {
      const claims = await auth.authenticate(req.headers.authorization);
      return sendImportTemplate(
        res,
        claims ? { id: claims.sub, email: claims.email, role: claims.role } : null,
        path.slice('/api/import/templates/'.length),
      );
    }
    if (method === 'GET' && path.startsWith('/api/jobs/files/'))
      return serveJobFile(res, {
        db,
        storage,
        token: path.slice('/api/jobs/files/'.length),
        authorization: req.headers.authorization,
        authenticate: (header) => auth.authenticate(header),
      });
    if (method === 'GET' && path.startsWith('/uploads/')) {
      const file = safeJoin(uploadsDir, path.slice('/uploads'.length));
      if (file && sendFile(res, file, { 'cache-control': 'public, max-age=3600' }, req)) return;
      return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    }
    if (path.startsWith('/api/')) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    if ((method === 'GET' || method === 'HEAD') && serveAdminApp(req, res, config.adminDist, path)) return;
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  }

  const server = createServer((req, res) => {
    setSecurityHeaders(res);
    const started = performance.now();
    const requestNote = noteOf(req);
    res.setHeader('x-request-id', requestNote.id);
    res.once('close', () => {
      // One line per request: who, what, how it ended, how long it took. Expected refusals stay at info.
      const seconds = (performance.now() - started) / 1000;
      const status = res.headersSent ? res.statusCode : 499;
      const operation = requestNote.operation ?? routeName(req.method ?? 'GET', req.url ?? '/');
      metrics.requests.inc({ operation, status: String(status) });
      metrics.latency.observe({ operation }, seconds);
      // Errors by code: the GraphQL codes answered (a refused document's, or the execution's), else the
      // HTTP status of a failed REST request.
      const codes = [...(requestNote.refusedCodes ?? []), ...(requestNote.codes ?? [])];
      for (const code of codes) metrics.errors.inc({ code });
      if (status >= 400 && codes.length === 0) metrics.errors.inc({ code: String(status) });
      logger[status >= 500 ? 'error' : 'info'](
        {
          reqId: requestNote.id,
          method: req.method,
          path: (req.url ?? '/').split('?')[0],
          status,
          ms: Math.round(seconds * 1000),
          account: requestNote.account ?? null,
          operation,
          ...(codes.length > 0 ? { codes } : {}),
          ...(requestNote.rejection ? { rejection: requestNote.rejection } : {}),
        },
        'request',
      );
    });
    route(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        requestNote.rejection = error.message;
        if (!res.headersSent)
          sendJson(res, error.status, error.body ?? { code: 'BAD_REQUEST', message: error.message });
        return;
      }
      logger.error({ err: error, reqId: requestNote.id }, 'unexpected error');
      if (!res.headersSent) sendJson(res, 500, { code: '700', message: 'Something went wrong!' });
    });
  });
  server.on('connection', (socket) => {
    metrics.openSockets.inc();
    socket.once('close', () => metrics.openSockets.dec());
  });

  return {
    server,
    logger,
    metrics,
    db,
    events,
    auth,
    jobs,
    graphql: graphqlHttp,
    listen(port = config.port) {
      wss ??= attachWebSocket(server, yoga, auth, { recheckMs: config.accessRecheckMs });
      return new Promise((resolveUrl) => {
        server.listen(port, () => resolveUrl(`http://localhost:${(server.address() as AddressInfo).port}`));
      });
    },
    async close() {
      await stopRollupUpkeep?.();
      await jobs.close();
      for (const client of wss?.clients ?? []) client.terminate();
      wss?.close();
      await new Promise<void>((done) => (server.listening ? server.close(() => done()) : done()));
      server.closeAllConnections();
      await events.close();
      await throttle.close();
      if (!options.db) await db.close();
    },
  };
}
