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

/** Parses a JSON body; an empty body is an empty object (FusionAuth's logout sends none). */
export async function readJson(req: IncomingMessage, limit = 1024 * 1024): Promise<unknown> {
  const raw = (await readBody(req, limit)).toString('utf8');
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    const detail = error instanceof SyntaxError ? error.message : 'unreadable';
    throw new HttpError(400, `Malformed JSON in request body: ${detail}`, {
      generalErrors: [{ code: '[malformed]body', message: `Malformed JSON in request body: ${detail}` }],
    });
  }
}
