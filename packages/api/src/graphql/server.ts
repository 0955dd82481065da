import type { IncomingMessage, Server } from 'node:http';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import {
  GraphQLError,
  createSourceEventStream,
  execute,
  getOperationAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql/index.js';
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
import { RequestGuard } from './guard.ts';
import { DEFAULT_GRAPHQL_LIMITS, type GraphQLLimits } from './limits.ts';

export { DEFAULT_GRAPHQL_LIMITS, type GraphQLLimits };
import { buildSchema } from './schema.ts';

export interface GraphQLDeps {
  db: Database;
  auth: AuthService;
  events: EventBus;
  logger: Logger;
  metrics: Metrics;
  /** The admin's public address, for the links staff are sent (Config.adminPublicUrl). */
  adminUrl: string;
  /** Deepest `offset` a list accepts (Config.maxListOffset). */
  maxListOffset?: number;
  /** What one document may ask for, by tier (see guard.ts); the defaults of config.ts when not given. */
  limits?: Partial<GraphQLLimits>;
  /** The background job queue (graphql/jobs.ts). */
  jobs?: JobQueue;
}

/** What Yoga's handlers are given: Node's request (only its headers are read) or a socket's connection params. */
export type ServerContext = {
  req?: Pick<IncomingMessage, 'headers'>;
  connectionParams?: Record<string, unknown>;
};
export type GraphQLYoga = YogaServerInstance<ServerContext, GraphQLContext>;

/**
 * Names each request's operation and records the codes of the errors it answers, for the request's log line
 * and /metrics (errors by code).
 */
function observe(): Plugin {
  const codesOf = (errors: readonly unknown[]) =>
    errors.map((e) => String((e as Partial<GraphQLError>)?.extensions?.code ?? 'UNKNOWN'));
  const reqOf = (context: unknown) => (context as { req?: IncomingMessage } | undefined)?.req;
  return {
    onParse({ context }) {
      return ({ result }) => {
        if (result instanceof Error) note(reqOf(context), { refusedCodes: codesOf([result]) });
      };
    },
    onValidate({ context }) {
      return ({ result }) => {
        if (result.length > 0) note(reqOf(context), { refusedCodes: codesOf(result) });
      };
    },
    onExecute({ args }) {
      const req = reqOf(args.contextValue);
      const operation =
        args.operationName ?? getOperationAST(args.document, undefined)?.name?.value ?? 'anonymous';
      note(req, { operation });
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result)) return;
          const codes = codesOf(result.errors ?? []);
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

interface Guarded {
  guard: RequestGuard;
  limits: GraphQLLimits;
  logger: Logger;
}
const guards = new WeakMap<GraphQLYoga, Guarded>();

/** The request guard (allowances, document cache) and bounds of a GraphQL server made by createGraphQL. */
export function guardOf(yoga: GraphQLYoga): Guarded {
  const found = guards.get(yoga);
  if (!found) throw new Error('not a server made by createGraphQL');
  return found;
}

export function createGraphQL(deps: GraphQLDeps): GraphQLYoga {
  const store = new ResourceStore(deps.db, { maxOffset: deps.maxListOffset });
  const limits = { ...DEFAULT_GRAPHQL_LIMITS, ...deps.limits };
  const guard = new RequestGuard(deps.auth, limits);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // The admin app is served from this origin; no other origin may read answers.
    cors: false,
    // Compiled execution: the generic executor spends as long walking a 50-row page's fields as PostgreSQL
    // spends finding them (bench/api-orders); graphql-jit compiles each document once into plain code.
    // The guard parses (size and token limits first, its own byte-bounded cache for staff documents) and
    // adds the tier's validation rules; Yoga's own document cache (1,024 entries, however large) is off.
    // Its validation cache stays: it is keyed by the document object and the rules' names, so it lives
    // no longer than a cached document and never answers one tier with the other's result.
    parserAndValidationCache: { documentCache: noCache, errorCache: noCache, validationCache: true },
    maxRequestBodySize: limits.maxBytes * 2 + 16_384,
    plugins: [
      guard.plugin(),
      // Anonymous documents run uncompiled: compiling is worth it only for documents that come back.
      useGraphQlJit(
        {},
        { enableIf: (args) => guard.allowanceOf(args.contextValue as never).tier === 'staff' },
      ),
      observe(),
    ],
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
  guards.set(yoga, { guard, limits, logger: deps.logger });
  return yoga;
}

const noCache = { get: () => undefined, set: () => undefined };

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
/** A subscription's events, each mapped by `map`; ending it ends the source at once (even mid-wait). */
function mapEvents(
  source: AsyncIterator<unknown>,
  map: (payload: unknown) => Promise<ExecutionResult>,
): AsyncGenerator<ExecutionResult> {
  const iterator: AsyncGenerator<ExecutionResult> = {
    async next() {
      const step = await source.next();
      if (step.done) return { value: undefined, done: true };
      return { value: await map(step.value), done: false };
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * Every subscriber of an event is sent the same answer when it asked the same thing: the answer is built once
 * per event and shape (document, operation, variables and the caller's role, which is all the answer depends
 * on), not once per subscriber. Kept by the event's payload object, so it goes when the event does.
 */
class SharedAnswers {
  private readonly byEvent = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

  answer(payload: unknown, shape: string, build: () => Promise<ExecutionResult>): Promise<ExecutionResult> {
    if (typeof payload !== 'object' || payload === null) return build();
    let shapes = this.byEvent.get(payload);
    if (!shapes) this.byEvent.set(payload, (shapes = new Map()));
    let answer = shapes.get(shape);
    if (!answer) shapes.set(shape, (answer = build()));
    return answer;
  }
}

/**
 * graphql-ws on /graphql: the access token travels in the connection params ({ authorization: 'Bearer …' }).
 * A socket is a long-lived use of its token, so the token is checked again on HTTP's schedule (and at its
 * expiry): a revoked, expired or role-less token closes the socket and with it every subscription on it.
 * A socket holds at most `limits.maxSubscriptionsPerSocket` subscriptions, is pinged every
 * `limits.keepAliveMs` (and dropped when it does not answer), and may send messages of at most
 * `limits.maxPayloadBytes`.
 */
export function attachWebSocket(
  server: Server,
  yoga: GraphQLYoga,
  auth: AuthService,
  options: WebSocketOptions,
): WebSocketServer {
  const { guard, limits, logger } = guardOf(yoga);
  const unexpected = (err: unknown) => logger.error({ err }, 'unexpected error');
  const shared = new SharedAnswers();
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: limits.maxPayloadBytes });
  useServer<Record<string, unknown>, { request: IncomingMessage }>(
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
        // Only staff hold sockets: their operations get the staff allowance.
        guard.admitStaff(ctx.extra.request);
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
      subscribe: async (args) => {
        const { shape } = args.rootValue as { shape: string };
        const source = await createSourceEventStream({ ...args, rootValue: undefined });
        if (!isAsyncIterable(source)) {
          return { ...source, errors: source.errors?.map((e) => maskError(e, unexpected)) } as never;
        }
        const iterator = source[Symbol.asyncIterator]();
        return mapEvents(iterator, (payload) =>
          shared.answer(payload, shape, async () => {
            const result = await execute({ ...args, rootValue: payload });
            return result.errors
              ? { ...result, errors: result.errors.map((e) => maskError(e, unexpected)) }
              : result;
          }),
        ) as never;
      },
      onSubscribe: async (ctx, _id, params) => {
        const open = Object.keys(ctx.subscriptions).length;
        if (open > limits.maxSubscriptionsPerSocket)
          return [
            new GraphQLError(
              `A connection may hold at most ${limits.maxSubscriptionsPerSocket} subscriptions; end one first`,
              { extensions: { code: 'BAD_REQUEST', limit: 'subscriptions' } },
            ),
          ];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          connectionParams: ctx.connectionParams,
        });
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const contextValue = await contextFactory();
        const role = (contextValue as GraphQLContext).viewer?.role ?? '';
        const shape = JSON.stringify([
          role,
          params.operationName ?? null,
          params.variables ?? null,
          params.query,
        ]);
        return {
          schema,
          operationName: params.operationName ?? null,
          document,
          variableValues: params.variables ?? null,
          contextValue,
          rootValue: { execute, subscribe, shape },
        };
      },
    },
    wss,
    limits.keepAliveMs,
  );
  return wss;
}
