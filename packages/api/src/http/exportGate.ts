import type { ServerResponse } from 'node:http';
import { sendJson } from './respond.ts';

/** How many CSV exports may stream at once, and for how long a client may stop reading one. */
export interface ExportLimits {
  /** Exports streaming at once for one account. */
  perUser: number;
  /** Exports streaming at once in this process, all accounts together. */
  overall: number;
  /** A client that takes nothing from the socket for this long is cut off (ms). */
  stallMs: number;
}

/**
 * Counts running exports so that they can never crowd out GraphQL: one more than a limit allows is refused
 * with 429 (and `Retry-After`) before any database work. Each export is also paged (no connection held while
 * its client reads), so the limits bound CPU and memory rather than connections.
 */
export class ExportGate {
  private readonly byUser = new Map<string, number>();
  private running = 0;

  constructor(readonly limits: ExportLimits) {}

  get active(): number {
    return this.running;
  }

  /** A release function when the export may run; null (after answering 429) when it may not. */
  admit(res: ServerResponse, account: string): (() => void) | null {
    const mine = this.byUser.get(account) ?? 0;
    const busy = mine >= this.limits.perUser ? 'user' : this.running >= this.limits.overall ? 'all' : null;
    if (busy) {
      res.setHeader('retry-after', '10');
      sendJson(res, 429, {
        code: 'TOO_MANY_EXPORTS',
        message:
          busy === 'user'
            ? `You already have ${this.limits.perUser} export(s) running; wait for one to finish`
            : 'Too many exports are running; try again in a moment',
      });
      return null;
    }
    this.byUser.set(account, mine + 1);
    this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.byUser.get(account) ?? 1) - 1;
      if (left > 0) this.byUser.set(account, left);
      else this.byUser.delete(account);
    };
  }
}
