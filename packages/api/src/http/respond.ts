import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by request helpers; the router turns it into a JSON answer with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Reads the whole body, refusing more than `limit` bytes (413) before buffering it all. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Keys that would reach an object's prototype machinery when a body is spread or merged. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A 400 in FusionAuth's shape (`fieldErrors` keyed by the body path), the shape every JSON endpoint answers. */
export function badBody(field: string, code: string, message: string): HttpError {
  return new HttpError(400, message, {
    code: 'VALIDATION',
    message,
    fieldErrors: { [field]: [{ code: `[${code}]${field}`, message }] },
    generalErrors: [{ code: `[${code}]${field}`, message }],
  });
}

/**
 * The first thing in a parsed body no endpoint may accept: a prototype key (`__proto__`, `constructor`,
 * `prototype`) or a NUL character in a string or key (PostgreSQL text cannot hold it).
 */
export function findUnsafeJson(value: unknown, path = ''): HttpError | null {
  if (typeof value === 'string')
    return value.includes('\0')
      ? badBody(path || 'body', 'invalid', 'Must not contain a NUL character')
      : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return badBody(at, 'notAllowed', 'This key is not allowed');
    if (key.includes('\0')) return badBody(at, 'invalid', 'Must not contain a NUL character');
    const found = findUnsafeJson(child, at);
    if (found) return found;
  }
  return null;
}

/**
 * Parses a JSON body that must be an object (every JSON endpoint here takes one); an empty body is an empty
 * object (FusionAuth's logout sends none). `null`, an array or a number is a 400, as are prototype keys and
 * NUL characters, so no handler ever sees them.
 */
export async function readJson(req: IncomingMessage, limit = 1024 * 1024): Promise<Record<string, unknown>> {
  const raw = (await readBody(req, limit)).toString('utf8');
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch (error) {
    const detail = error instanceof SyntaxError ? error.message : 'unreadable';
    throw new HttpError(400, `Malformed JSON in request body: ${detail}`, {
      generalErrors: [{ code: '[malformed]body', message: `Malformed JSON in request body: ${detail}` }],
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badBody('body', 'invalid', 'The request body must be a JSON object');
  const unsafe = findUnsafeJson(parsed);
  if (unsafe) throw unsafe;
  return parsed as Record<string, unknown>;
}

/** The request path percent-decoded, or null when its encoding is malformed or it holds a NUL. */
export function decodePath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * Writes to a streaming answer with back-pressure: `write` resolves when the socket takes more, so a slow
 * reader slows the producer instead of filling memory. A client that goes away never drains: 'close'
 * resolves the wait too, and `aborted()` tells the producer to stop. A client that stays connected but
 * reads nothing for `stallMs` is cut off the same way (its socket destroyed), so it holds no slot forever.
 */
export function streamTo(
  res: ServerResponse,
  stallMs?: number,
): { write(chunk: string): Promise<void>; aborted(): boolean } {
  let aborted = false;
  res.on('close', () => {
    if (!res.writableFinished) aborted = true;
  });
  return {
    aborted: () => aborted,
    write: (chunk) =>
      res.write(chunk)
        ? Promise.resolve()
        : new Promise<void>((resume) => {
            const timer =
              stallMs && stallMs > 0
                ? setTimeout(() => {
                    aborted = true;
                    res.destroy();
                    done();
                  }, stallMs)
                : undefined;
            function done() {
              clearTimeout(timer);
              res.off('drain', done);
              res.off('close', done);
              resume();
            }
            res.on('drain', done);
            res.on('close', done);
          }),
  };
}
