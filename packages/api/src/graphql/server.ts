import type { IncomingMessage, Server } from 'node:http';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql/index.js';
import type { AuthService } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { ResourceStore, type Viewer } from '../resources/store.ts';
import type { GraphQLContext } from './context.ts';
import type { EventBus } from './events.ts';
import { maskError } from './errors.ts';
import { queryLimitsRule } from './limits.ts';
import { buildSchema } from './schema.ts';

export interface GraphQLDeps {
  db: Database;
  auth: AuthService;
  events: EventBus;
  /** The admin's public address, for the links staff are sent (Config.adminPublicUrl). */
  adminUrl: string;
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
    plugins: [limits, useGraphQlJit()],
    maskedErrors: { maskError: (error) => maskError(error) },
    context: async ({ request, req, connectionParams }) => {
      // Node's request when there is one (the fast JSON path builds no WHATWG Request; see http.ts).
      const authorization = connectionParams
        ? connectionAuthorization(connectionParams)
        : (req?.headers.authorization ?? (request as Request | undefined)?.headers.get('authorization'));
      return {
        viewer: await viewerFrom(deps.auth, authorization),
        db: deps.db,
        store,
        events: deps.events,
        adminUrl: deps.adminUrl,
      };
    },
  });
}

/** graphql-ws on /graphql: the access token travels in the connection params ({ authorization: 'Bearer …' }). */
export function attachWebSocket(server: Server, yoga: GraphQLYoga, auth: AuthService): WebSocketServer {
  const wss = new WebSocketServer({ server, path: '/graphql' });
  useServer(
    {
      onConnect: async (ctx) =>
        (await viewerFrom(auth, connectionAuthorization(ctx.connectionParams))) !== null,
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
