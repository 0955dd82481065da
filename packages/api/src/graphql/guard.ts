import { LRUCache } from 'lru-cache';
import { GraphQLError, parse, type DocumentNode } from 'graphql/index.js';
import type { Plugin } from 'graphql-yoga';
import type { AuthService } from '../auth/index.ts';
import { allowances, queryLimitsRule, requestedRows, type Allowance, type GuardOptions } from './limits.ts';

/**
 * Heap a parsed document takes per byte of its source (measured: ~95 bytes for a wide document, AST with
 * locations); the cache weighs each entry by it, so its bound is in bytes of memory, not in entries.
 */
export const HEAP_BYTES_PER_SOURCE_BYTE = 100;

/**
 * Whether the client takes application/graphql-response+json before application/json: GraphQL over HTTP
 * then answers a document that does not parse or validate with 400 (with application/json, 200).
 */
function wantsGraphQLResponse(context: unknown): boolean {
  const accept = (context as { request?: Request }).request?.headers.get('accept') ?? '';
  const types = accept.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  const graphql = types.indexOf('application/graphql-response+json');
  const json = types.indexOf('application/json');
  return graphql >= 0 && (json < 0 || graphql < json);
}

/** The same error answered with HTTP 400, unless it already names a status (e.g. 413 for size). */
function badRequest(error: GraphQLError): GraphQLError {
  const extensions = error.extensions as { http?: { status?: number } };
  if (extensions.http?.status) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, http: { status: 400 } },
  });
}

/** A clear GraphQL error that also sets the HTTP status Yoga answers with (`extensions.http` is not sent). */
export function refusal(message: string, code: string, status: number, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra, http: { status } } });
}

type Carrier = { req?: object; request?: object } | undefined;

/**
 * Who is asking, decided once per request before anything is parsed: a staff token (one with a role) gets
 * the staff allowance; no token, a bad one or a role-less account gets the anonymous one. Kept by the
 * request object (Node's request, or the socket's upgrade request) for the hooks that run later.
 */
export class RequestGuard {
  readonly allowance: Record<Allowance['tier'], Allowance>;
  private readonly tiers = new WeakMap<object, Allowance>();
  /** Parsed staff documents, by source; anonymous documents are never kept. */
  readonly documents: LRUCache<string, DocumentNode>;
  private readonly rules: Record<Allowance['tier'], ReturnType<typeof queryLimitsRule>>;

  constructor(
    private readonly auth: AuthService,
    readonly options: GuardOptions,
  ) {
    this.allowance = allowances(options);
    this.rules = {
      anonymous: queryLimitsRule(this.allowance.anonymous),
      staff: queryLimitsRule(this.allowance.staff),
    };
    this.documents = new LRUCache<string, DocumentNode>({
      maxSize: options.cacheMaxBytes,
      sizeCalculation: (_doc, source) => Math.max(1, Buffer.byteLength(source) * HEAP_BYTES_PER_SOURCE_BYTE),
    });
  }

  /** The request's allowance, deciding it from its Authorization header if not decided yet. */
  async classify(req: { headers: { authorization?: string } }): Promise<Allowance> {
    return this.decide(req, req.headers.authorization);
  }

  private async decide(key: object, authorization: string | null | undefined): Promise<Allowance> {
    const known = this.tiers.get(key);
    if (known) return known;
    const claims = await this.auth.authenticate(authorization);
    const allowance = claims?.role ? this.allowance.staff : this.allowance.anonymous;
    this.tiers.set(key, allowance);
    return allowance;
  }

  /** Marks a request (a socket's upgrade request, once its token is checked) as staff. */
  admitStaff(req: object): void {
    this.tiers.set(req, this.allowance.staff);
  }

  /** The allowance decided for the request carried by a GraphQL context; anonymous when undecided. */
  allowanceOf(context: Carrier): Allowance {
    const req = context?.req;
    const request = context?.request;
    return (req && this.tiers.get(req)) || (request && this.tiers.get(request)) || this.allowance.anonymous;
  }

  /** Estimated heap bytes the document cache holds (never above `cacheMaxBytes`). */
  get cachedBytes(): number {
    return this.documents.calculatedSize;
  }

  /**
   * Parses `source` within the allowance: its size is checked before the parser starts (413), the parser
   * stops at the token limit (400); only staff documents are cached.
   */
  parse(source: string, allowance: Allowance): DocumentNode {
    const bytes = Buffer.byteLength(source);
    if (bytes > allowance.maxBytes)
      throw refusal(
        allowance.tier === 'anonymous'
          ? `The query is larger than ${allowance.maxBytes} bytes; sign in to send larger queries`
          : `The query is larger than ${allowance.maxBytes} bytes`,
        'BAD_REQUEST',
        413,
        { limit: 'bytes' },
      );
    const cached = allowance.tier === 'staff' ? this.documents.get(source) : undefined;
    if (cached) return cached;
    let document: DocumentNode;
    try {
      document = parse(source, { maxTokens: allowance.maxTokens });
    } catch (error) {
      // graphql-js 16 words it "more that N tokens".
      if (error instanceof GraphQLError && /Document contains more th\w+ \d+ tokens/.test(error.message))
        throw refusal(`The query has more than ${allowance.maxTokens} tokens`, 'BAD_REQUEST', 400, {
          limit: 'tokens',
        });
      throw error;
    }
    if (allowance.tier === 'staff') this.documents.set(source, document);
    return document;
  }

  /** The Yoga/envelop plugin applying the allowance to every request, socket operations included. */
  plugin(): Plugin {
    return {
      // Requests Yoga is handed without Node's request (yoga.fetch, tests) are decided here, from the
      // WHATWG request; those through http.ts were decided before their body was read.
      onRequest: async ({ request, serverContext }) => {
        const req = (serverContext as Carrier)?.req;
        if (req && this.tiers.has(req)) return;
        await this.decide(request, request.headers.get('authorization'));
      },
      onParse: ({ context, params, setParsedDocument }) => {
        const allowance = this.allowanceOf(context as Carrier);
        try {
          setParsedDocument(this.parse(params.source.toString(), allowance));
        } catch (error) {
          throw error instanceof GraphQLError && wantsGraphQLResponse(context) ? badRequest(error) : error;
        }
      },
      onValidate: ({ context, addValidationRule }) => {
        addValidationRule(this.rules[this.allowanceOf(context as Carrier).tier]);
        // A document that does not parse or validate is the caller's mistake: 400 under
        // application/graphql-response+json (GraphQL over HTTP), as Yoga's own parser step answered.
        return ({ result, setResult }) => {
          if (result.length > 0 && wantsGraphQLResponse(context))
            setResult(
              result.map((error: Error) => (error instanceof GraphQLError ? badRequest(error) : error)),
            );
        };
      },
      onExecute: ({ args, setResultAndStopExecution }) => {
        const { maxRows } = this.options;
        const rows = requestedRows(
          args.schema,
          args.document,
          args.operationName,
          args.variableValues,
          maxRows,
        );
        if (rows > maxRows)
          setResultAndStopExecution({
            errors: [
              refusal(
                `The query asks for more than ${maxRows} rows in all (the sum of "first" over every list and alias); ask in several requests or page with "after"`,
                'VALIDATION',
                400,
                { fields: { first: `At most ${maxRows} rows in one request` }, limit: 'rows' },
              ),
            ],
          });
      },
    };
  }
}
