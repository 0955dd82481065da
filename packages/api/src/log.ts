import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type Logger } from 'pino';

export type { Logger };

/** The server's structured log: one JSON object per line on stdout (pino); `silent` in tests. */
export function createLogger(level: string = 'info'): Logger {
  return pino({ level, base: { service: 'market-api' } });
}

/** What one request learned on its way (its account, its GraphQL operation, its error codes). */
export interface RequestNote {
  id: string;
  account?: string;
  operation?: string;
  /** Codes of the errors answered (VALIDATION, FORBIDDEN, 700, …). */
  codes?: string[];
  /**
   * Codes of a document refused before execution (too large, does not parse or validate): replaced, not
   * added to, as the fast path and Yoga may both look at the same document.
   */
  refusedCodes?: string[];
  rejection?: string;
}

const notes = new WeakMap<IncomingMessage, RequestNote>();

/** The request's note, created on first use; its id is the caller's `x-request-id` when it is a sane one. */
export function noteOf(req: IncomingMessage): RequestNote {
  let note = notes.get(req);
  if (!note) {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    note = { id };
    notes.set(req, note);
  }
  return note;
}

/** Adds to the request's note (a no-op for a request that is not Node's, e.g. a websocket message). */
export function note(req: IncomingMessage | undefined, extra: Partial<RequestNote>): void {
  if (!req || typeof req !== 'object' || !('headers' in req)) return;
  const current = noteOf(req);
  Object.assign(current, extra, extra.codes ? { codes: [...(current.codes ?? []), ...extra.codes] } : {});
}
