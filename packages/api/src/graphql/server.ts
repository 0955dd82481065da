import type { IncomingMessage, Server } from 'node:http';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { getOperationAST, type ExecutionArgs, type GraphQLError } from 'graphql/index.js';
import { isAsyncIterable } from 'graphql-yoga';
import { note, type Logger } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { AuthService } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { ResourceStore, type Viewer } from '../resources/store.ts';
import type { GraphQLContext } from './context.ts';
import type { EventBus } from './events.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { maskError } from './errors.ts';
import { queryLimitsRule } from './limits.ts';
import { buildSchema } from './schema.ts';

export interface GraphQLDeps {
  db: Database;
  auth: AuthService;
  events: EventBus;
  logger: Logger;
  metrics: Metrics;
  /** The admin's public address, for the links staff are sent (Config.adminPublicUrl). */
  adminUrl: string;
  /** The background job queue (graphql/jobs.ts). */
  jobs?: JobQueue;
}

/** What Yoga's handlers are given: Node's request (only its headers are read) or a socket's connection params. */
export type ServerContext = {
  req?: Pick<IncomingMessage, 'headers'>;
  connectionParams?: Record<string, unknown>;
};
export type GraphQLYoga = YogaServerInstance<ServerContext, GraphQLContext>;

const limits: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(queryLimitsRule);
  },
};

/**
 * Names each request's operation and records the codes of the errors it answers, for the request's log line
 * and /metrics (errors by code).
 */
function observe(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const req = (args.contextValue as { req?: IncomingMessage }).req;
      const operation =
        args.operationName ?? getOperationAST(args.document, undefined)?.name?.value ?? 'anonymous';
      note(req, { operation });
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result)) return;
          const codes = (result.errors ?? []).map((e) => String(e.extensions?.code ?? 'UNKNOWN'));
          for (const code of codes) metrics.errors.inc({ code });
          if (codes.length > 0) note(req, { codes });
        },
      };
    },
  };
}

const isClientError = (value: unknown) => {
  const e = value as Partial<GraphQLError> | null;
  return e?.name === 'GraphQLError' && e.extensions?.code !== '700';
};

/**
 * Yoga's own log calls as pino lines: a client's mistake (a bad variable, a refused field) is one info line
 * without a stack; anything else is an error with its stack.
 */
function yogaLogger(logger: Logger) {
  const line =
    (level: 'debug' | 'info' | 'warn') =>
    (...args: unknown[]) =>
      logger[level]({ yoga: args.map(String) });
  return {
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: (...args: unknown[]) => {
      if (args.every((a) => typeof a === 'string' || isClientError(a)))
        logger.info(
          { rejection: args.map((a) => (a as Error).message ?? String(a)) },
          'graphql request refused',
        );
      else for (const err of args) logger.error({ err }, 'graphql error');
    },
  };
}

/** The caller behind a token; AuthService remembers verified tokens briefly (see Config.accessRecheckMs). */
async function viewerFrom(auth: AuthService, authorization: unknown): Promise<Viewer | null> {
  if (typeof authorization !== 'string') return null;
  const claims = await auth.authenticate(authorization);
  return claims ? { id: claims.sub, email: claims.email, role: claims.role } : null;
}

function connectionAuthorization(params: Record<string, unknown> | undefined): unknown {
  if (!params) return undefined;
  const value = params.authorization ?? params.Authorization ?? params.token;
  return typeof value === 'string' && !/^Bearer /i.test(value) ? `Bearer ${value}` : value;
}

export function createGraphQL(deps: GraphQLDeps): GraphQLYoga {
  const store = new ResourceStore(deps.db);
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // The admin app is served from this origin; no other origin may read answers.
    cors: false,
    // Compiled execution: the generic executor spends as long walking a 50-row page's fields as PostgreSQL
    // spends finding them (bench/api-orders); graphql-jit compiles each document once into plain code.
    plugins: [limits, useGraphQlJit(), observe(deps.metrics)],
    logging: yogaLogger(deps.logger),
    maskedErrors: {
      maskError: (error) => maskError(error, (err) => deps.logger.error({ err }, 'unexpected error')),
    },
    context: async ({ request, req, connectionParams }) => {
      // Node's request when there is one (the fast JSON path builds no WHATWG Request; see http.ts).
      const authorization = connectionParams
        ? connectionAuthorization(connectionParams)
        : (req?.headers.authorization ?? (request as Request | undefined)?.headers.get('authorization'));
      const viewer = await viewerFrom(deps.auth, authorization);
      if (viewer) note(req as IncomingMessage | undefined, { account: viewer.email });
      return {
        viewer,
        db: deps.db,
        store,
        events: deps.events,
        adminUrl: deps.adminUrl,
        ...(deps.jobs ? { jobs: deps.jobs } : {}),
      };
    },
  });
}

/**
 * Close codes an open socket ends with when its token may no longer hold it (documented in the API README).
 * graphql-ws's own 4401 cannot carry "refresh and reconnect": its client treats 4401 as fatal and fails
 * every subscription instead of retrying, so that signal uses a code from the application range.
 */
export const SOCKET_CLOSE = {
  /** Token expired, revoked, signed out or account deactivated: refresh once, then reconnect or sign out. */
  signInAgain: { code: 4001, reason: 'Sign in again' },
  /** The account has no role: it may not hold a socket; retrying will not help. */
  forbidden: { code: 4403, reason: 'Forbidden' },
} as const;

export interface WebSocketOptions {
  /** How often each open socket's token is checked again: the same window as HTTP (Config.accessRecheckMs). */
  recheckMs: number;
}

type Refusal = keyof typeof SOCKET_CLOSE;

/** Why the token may not hold a socket, or when it expires (ms since the epoch). */
async function socketCheck(auth: AuthService, authorization: unknown): Promise<Refusal | number> {
  if (typeof authorization !== 'string') return 'signInAgain';
  const claims = await auth.authenticate(authorization);
  if (!claims) return 'signInAgain';
  return claims.role ? claims.expiresAt * 1000 : 'forbidden';
}

/**
 * graphql-ws on /graphql: the access token travels in the connection params ({ authorization: 'Bearer …' }).
 * A socket is a long-lived use of its token, so the token is checked again on HTTP's schedule (and at its
 * expiry): a revoked, expired or role-less token closes the socket and with it every subscription on it.
 */
export function attachWebSocket(
  server: Server,
  yoga: GraphQLYoga,
  auth: AuthService,
  options: WebSocketOptions,
): WebSocketServer {
  const wss = new WebSocketServer({ server, path: '/graphql' });
  useServer(
    {
      onConnect: async (ctx) => {
        const socket = ctx.extra.socket;
        const authorization = connectionAuthorization(ctx.connectionParams);
        const close = (refusal: Refusal) => {
          const { code, reason } = SOCKET_CLOSE[refusal];
          socket.close(code, reason);
        };
        const first = await socketCheck(auth, authorization);
        if (typeof first !== 'number') {
          close(first);
          return false; // graphql-ws would close with 4403; ws ignores a second close
        }
        const recheck = setInterval(() => {
          void socketCheck(auth, authorization).then(
            (next) => typeof next !== 'number' && close(next),
            () => undefined, // a failed lookup (database away) keeps the socket; the next recheck decides
          );
        }, options.recheckMs);
        const expire = setTimeout(
          () => close('signInAgain'),
          Math.min(2 ** 31 - 1, Math.max(0, first - Date.now())),
        );
        recheck.unref();
        expire.unref();
        socket.once('close', () => {
          clearInterval(recheck);
          clearTimeout(expire);
        });
        return true;
      },
      execute: (args) =>
        (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) =>
        (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          connectionParams: ctx.connectionParams,
        });
        const document = parse(params.query);
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        return {
          schema,
          operationName: params.operationName ?? null,
          document,
          variableValues: params.variables ?? null,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );
  return wss;
}
