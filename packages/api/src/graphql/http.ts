import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql/index.js';
import { isAsyncIterable, processRegularResult } from 'graphql-yoga';
import { HttpError, readBody } from '../http/respond.ts';
import { note } from '../log.ts';
import { maskError } from './errors.ts';
import { guardOf, type GraphQLYoga, type ServerContext } from './server.ts';

/**
 * POST /graphql for the requests every screen sends — a JSON body, a JSON answer — run on Yoga's own
 * enveloped pipeline (the same plugins: schema, parser/validation caches, depth/cost limits, graphql-jit,
 * error masking, context) but without its WHATWG Request/Response layer, which costs more per request than
 * a 50-row list query's resolvers and JSON together (bench/api-orders). Anything else — GET, another
 * content type or accepted media type, a body that is not a well-formed request, a document that does not
 * parse or validate, a subscription — goes to Yoga untouched, so the GraphQL-over-HTTP behaviour (status
 * codes, error shapes; the graphql-http audit) stays Yoga's. Deciding never executes anything, so a
 * mutation runs once whichever path answers.
 */

/** The media types a plain result is answered with, Yoga's preference first. */
const JSON_TYPES = ['application/graphql-response+json', 'application/json'] as const;
type JsonType = (typeof JSON_TYPES)[number];

/** Bodies above this go to Yoga as a stream (its own size limit answers them). */
const FAST_BODY_LIMIT = 256 * 1024;
const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

/**
 * The JSON media type Yoga would answer a plain result with for this Accept header, or null when it could
 * pick something else (SSE, multipart) or nothing. Same reading as Yoga's: parameters other than a utf-8
 * charset drop the type, q-values are ignored, and the type named first wins.
 */
export function jsonResultType(accept: string | undefined): JsonType | null {
  let chosen: JsonType | null = null;
  const named = (accept ?? '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  for (const entry of named) {
    const [type = '', ...params] = entry.split(';');
    const charset = params.find((p) => p.startsWith('charset='));
    if (charset && charset !== 'charset=utf-8') continue;
    if (type === 'text/event-stream' || type === 'multipart/mixed') return null;
    for (const candidate of JSON_TYPES) {
      const [group, sub] = candidate.split('/');
      const [askedGroup, askedSub] = type.split('/');
      if ((askedGroup === '*' || askedGroup === group) && (askedSub === '*' || askedSub === sub)) {
        chosen = candidate;
      }
    }
  }
  return chosen;
}

const isJsonBody = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(contentType);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

/** A well-formed single request, or null for anything Yoga should answer (batches, wrong types, extras). */
function readParams(body: Buffer): Params | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!isPlainObject(parsed) || typeof parsed.query !== 'string') return null;
  for (const key of Object.keys(parsed)) if (!PARAM_NAMES.has(key)) return null;
  const { variables, operationName, extensions } = parsed;
  if (variables != null && !isPlainObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isPlainObject(extensions)) return null;
  return parsed as unknown as Params;
}

/** A fetch Response's headers with lower-case names, as Node writes them. */
function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

export interface GraphQLAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface GraphQLHttp {
  /** Answers a POST /graphql (or hands it to Yoga). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * The answer to a JSON request the fast path can take, or null when Yoga must answer it. The handler's
   * whole work after reading the body; exported for bench/api-orders.
   */
  answer(req: { headers: IncomingHttpHeaders }, body: Buffer): Promise<GraphQLAnswer | null>;
  /** Yoga itself, for everything else (and as the reference the fast path is tested against). */
  yoga: GraphQLYoga;
}

/** Room for the JSON around an anonymous document (its variables, operation name) in the request body. */
const ANONYMOUS_BODY_SLACK = 2048;

/** A GraphQL-shaped 413, answered before the body is read (the connection is closed after it). */
function tooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  note(req, { refusedCodes: ['BAD_REQUEST'] });
  const body = JSON.stringify({
    errors: [
      {
        message: `The request is larger than ${limit} bytes; sign in to send larger queries`,
        extensions: { code: 'BAD_REQUEST', limit: 'bytes' },
      },
    ],
  });
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
}

export function createGraphQLHttp(yoga: GraphQLYoga): GraphQLHttp {
  // Parsed by the guard (size, then tokens, within the caller's allowance; staff documents cached by bytes).
  // A failed parse returns null so the request reaches Yoga's own path, where the same refusal gets its status.
  const { guard } = guardOf(yoga);

  async function answer(req: { headers: IncomingHttpHeaders }, body: Buffer): Promise<GraphQLAnswer | null> {
    const { headers } = req;
    const type = jsonResultType(headers.accept);
    if (!type || !isJsonBody(headers['content-type'])) return null;
    const params = readParams(body);
    if (!params) return null;
    const allowance = await guard.classify(req);
    let document: DocumentNode;
    try {
      document = guard.parse(params.query, allowance);
    } catch {
      return null;
    }
    const enveloped = yoga.getEnveloped({ req, params } satisfies ServerContext & { params: Params });
    if (enveloped.validate(enveloped.schema, document).length > 0) return null;
    const operation = getOperationAST(document, params.operationName ?? undefined);
    if (!operation || operation.operation === 'subscription') return null;

    let result: ExecutionResult;
    try {
      const contextValue = await enveloped.contextFactory();
      const executed: unknown = await enveloped.execute({
        schema: enveloped.schema,
        document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      });
      // @defer/@stream are not in the schema; an incremental result would need Yoga's multipart answer.
      if (isAsyncIterable(executed)) throw new Error('incremental delivery is not supported');
      result = executed as ExecutionResult;
    } catch (error) {
      result = { errors: [maskError(error)] };
    }
    if (!result.errors?.length && !result.extensions?.['http']) {
      const stringify = (result as { stringify?: (r: unknown) => string }).stringify ?? JSON.stringify;
      return { status: 200, headers: { 'content-type': `${type}; charset=utf-8` }, body: stringify(result) };
    }
    // Errors: Yoga's own result processor decides the status and strips internals from the errors.
    const response = await processRegularResult(result, yoga.fetchAPI, type);
    return { status: response.status, headers: headersOf(response), body: await response.text() };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Who is asking is decided first: before authentication a request gets only a small allowance, and
    // a body beyond it is refused before it is read, let alone parsed.
    const allowance = await guard.classify(req);
    const anonymous = allowance.tier === 'anonymous';
    const bodyLimit = anonymous ? allowance.maxBytes + ANONYMOUS_BODY_SLACK : FAST_BODY_LIMIT;
    const length = Number(req.headers['content-length']);
    if (req.method === 'POST' && anonymous && length > bodyLimit) return tooLarge(req, res, bodyLimit);
    const candidate =
      req.method === 'POST' &&
      isJsonBody(req.headers['content-type']) &&
      Number.isInteger(length) &&
      length <= FAST_BODY_LIMIT &&
      jsonResultType(req.headers.accept) !== null;
    // Anonymous bodies are always read here, within their limit; staff ones the fast path cannot take
    // (chunked, other types) stream to Yoga, whose own body limit applies.
    if (!candidate && !(anonymous && req.method === 'POST')) {
      await yoga.handle(req, res);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, bodyLimit);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) return tooLarge(req, res, bodyLimit);
      throw error;
    }
    const fast = candidate ? await answer(req, body) : null;
    if (fast) {
      res.writeHead(fast.status, { ...fast.headers, 'content-length': Buffer.byteLength(fast.body) });
      res.end(fast.body);
      return;
    }
    // Yoga answers what the fast path does not take; the body was read already, so it gets it buffered.
    const headers = new yoga.fetchAPI.Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new yoga.fetchAPI.Request(`http://localhost${req.url ?? '/graphql'}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
    });
    const response = await yoga.handleRequest(request, { req });
    const text = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, {
      ...headersOf(response),
      'content-length': text.length,
    });
    res.end(text);
  }

  return { handle, answer, yoga };
}
