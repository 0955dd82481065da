import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { renderTemplate } from './render.ts';
import { staffTemplate, withoutLinkToken } from './staffTemplates.ts';

export interface NotificationWorkerOptions {
  db: Database;
  /** The HTTP gateway (email/SMS/push provider or an in-house relay) every notification is POSTed to. */
  webhookUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  webhookToken?: string | undefined;
  /** How often rows without a queue job yet are put on the queue. */
  pollMs: number;
  /** Rows claimed per `runOnce()` (delivered side by side). */
  batchSize?: number;
  /** Tries per row, the first included; then it is marked `failed`. */
  maxAttempts: number;
  /** Per request; a slower gateway counts as a failed try. */
  timeoutMs: number;
  /** Pause before the second try; doubled for each further one (capped at an hour). */
  retryBaseMs: number;
  log?: (message: string) => void;
}

/** What the gateway receives (JSON); the `Idempotency-Key` header carries `id`. */
export interface NotificationPayload {
  id: string;
  event: string;
  channel: string;
  /** The email address, phone number or (push) customer id, by channel. */
  recipient: string;
  /** Null for a message to a staff account (then `accountId` names it). */
  customerId: string | null;
  accountId?: string;
  orderId: string | null;
  language: string | null;
  title: string;
  body: string;
}

type ClaimedRow = {
  id: string;
  event: string;
  channel: 'email' | 'sms' | 'push';
  customer_id: string | null;
  account_id: string | null;
  order_id: string | null;
  title: string | null;
  body: string | null;
  variables: Record<string, unknown> | string;
  attempts: number;
};

/** How a try ended: delivered, worth another try, or never going to work (no retry). */
type Outcome =
  | { kind: 'sent'; title: string; body: string; language: string | null }
  | { kind: 'retry' | 'permanent'; error: string; title?: string; body?: string; language?: string | null };

const MAX_BACKOFF_MS = 3_600_000;
/** A pending row whose try is overdue by this much lost its queue job (e.g. pg-boss gave up retrying it). */
const LOST_AFTER_SECONDS = 15 * 60;
const CLAIMED_COLUMNS =
  'id, event, channel, customer_id, account_id, order_id, title, body, variables, attempts';

/** The pg-boss queue notification delivery runs on. */
export const NOTIFICATION_QUEUE = 'market-notifications';

/** What delivery needs of the job queue (jobs/queue.ts `JobQueue`). */
export type NotificationQueue = Pick<JobQueue, 'attach' | 'sendSystem'>;
/** Beyond the request timeout, how long a claimed row stays with its worker (database round trips). */
const LEASE_MARGIN_MS = 30_000;

/**
 * Delivers the customer notifications in `notification_outbox` through an HTTP webhook gateway, on the job
 * queue (pg-boss): each try of a row is one job of the `market-notifications` queue, which pg-boss gives to
 * one worker process (SKIP LOCKED), expires when its process dies and retries. The row names the job that
 * owns its next try (`queue_job_id`); a try claims the row only as that job and moves its `next_attempt_at`
 * ahead by a lease in the same statement, so however many processes run, a row is tried by one of them at a
 * time (a worker that dies mid-delivery leaves it to be retried once the lease ends — the gateway sees the
 * same Idempotency-Key). A failed try queues the next one as a new job after an exponential backoff; after
 * the last the row is marked `failed` with the last error; a row is marked `sent` only after the gateway
 * answered 2xx.
 */
export class NotificationWorker {
  private readonly batchSize: number;
  private readonly log: (message: string) => void;
  private queue: NotificationQueue | undefined;

  constructor(private readonly options: NotificationWorkerOptions) {
    const url = new URL(options.webhookUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error('NOTIFICATION_WEBHOOK_URL must be an http(s) URL');
    this.batchSize = options.batchSize ?? 20;
    this.log = options.log ?? ((message) => console.log(message));
  }

  private get leaseSeconds(): number {
    return (this.options.timeoutMs + LEASE_MARGIN_MS) / 1000;
  }

  /**
   * Puts delivery on the job queue (jobs/queue.ts): the pg-boss queue `market-notifications`, one job per
   * try of a row. Every `pollMs` this process queues the pending rows that have no job yet; worker
   * processes (`WORKER_MODE` embedded or only) run the jobs. Stops with the job queue.
   */
  async attach(queue: NotificationQueue, concurrency = 4): Promise<void> {
    this.queue = queue;
    await queue.attach<{ outboxId: string }>({
      name: NOTIFICATION_QUEUE,
      // pg-boss's own retries are for a try that threw (the database failed) or whose process died
      // (expired after the lease); the gateway's refusals are retried by the row's backoff below.
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: Math.ceil(this.leaseSeconds),
      concurrency,
      pollingIntervalSeconds: Math.max(0.5, Math.min(5, this.options.pollMs / 1000)),
      handler: (job) => this.deliverQueued(job.data.outboxId, job.id),
      every: { ms: this.options.pollMs, run: () => this.enqueue().then(() => undefined) },
    });
  }

  /**
   * Queues a job for each pending row that has none (new rows; rows the resend script put back), starting
   * when the row is due, and takes over rows whose job was lost (overdue by far). Answers how many.
   */
  async enqueue(limit = 200): Promise<number> {
    const queue = this.queue;
    if (!queue) throw new Error('The notification worker is not attached to a job queue');
    return this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; wait: number }>(
        `select id, greatest(0, extract(epoch from next_attempt_at - now()))::float8 as wait
         from notification_outbox
         where status = 'pending'
           and (queue_job_id is null or next_attempt_at < now() - make_interval(secs => $2::float8))
         order by next_attempt_at, id limit $1 for update skip locked`,
        [limit, LOST_AFTER_SECONDS],
      );
      for (const row of rows) await this.requeue(tx, row.id, Number(row.wait));
      return rows.length;
    });
  }

  /** Makes a new job the owner of the row's next try, starting in `waitSeconds` (in the caller's transaction). */
  private async requeue(tx: Queryable, outboxId: string, waitSeconds: number): Promise<void> {
    const jobId = randomUUID();
    await tx.query('update notification_outbox set queue_job_id = $2 where id = $1', [outboxId, jobId]);
    await this.queue!.sendSystem(
      NOTIFICATION_QUEUE,
      { outboxId },
      { id: jobId, startAfterSeconds: waitSeconds, q: tx },
    );
  }

  /**
   * One queue job: a try of the row it owns. A job the row no longer names (replaced after it was lost) does
   * nothing; a job that comes before the row is due (a pg-boss retry of a try whose process died, before its
   * lease ended) hands the try to a new job at the due time.
   */
  async deliverQueued(outboxId: string, jobId: string): Promise<void> {
    const { db } = this.options;
    await db.query(
      `update notification_outbox set status = 'failed', variables = variables - 'link',
         last_error = coalesce(last_error || '; ', '') || 'the last try did not finish'
       where id = $1 and queue_job_id = $2 and status = 'pending' and attempts >= $3 and next_attempt_at <= now()`,
      [outboxId, jobId, this.options.maxAttempts],
    );
    const { rows } = await db.query<ClaimedRow>(
      `update notification_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $3::float8)
       where id = $1 and queue_job_id = $2 and status = 'pending' and next_attempt_at <= now() and attempts < $4
       returning ${CLAIMED_COLUMNS}`,
      [outboxId, jobId, this.leaseSeconds, this.options.maxAttempts],
    );
    const row = rows[0];
    if (row) return this.deliver(row, jobId);
    await db.transaction(async (tx) => {
      const { rows: later } = await tx.query<{ wait: number }>(
        `select greatest(0, extract(epoch from next_attempt_at - now()))::float8 as wait from notification_outbox
         where id = $1 and queue_job_id = $2 and status = 'pending' and next_attempt_at > now() for update`,
        [outboxId, jobId],
      );
      if (later[0]) await this.requeue(tx, outboxId, Number(later[0].wait));
    });
  }

  /**
   * Claims the rows due now, whatever job owns them, and tries each once; answers how many it claimed. The
   * product delivers through the queue (`attach`); this direct round is for tests and one-off tools.
   */
  async runOnce(): Promise<number> {
    // Rows whose last allowed try never finished (its process died) are failed, not tried again.
    await this.options.db.query(
      `update notification_outbox set status = 'failed', variables = variables - 'link',
         last_error = coalesce(last_error || '; ', '') || 'the last try did not finish'
       where status = 'pending' and attempts >= $1 and next_attempt_at <= now()`,
      [this.options.maxAttempts],
    );
    const { rows } = await this.options.db.query<ClaimedRow>(
      `update notification_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2::float8)
       where id in (
         select id from notification_outbox where status = 'pending' and next_attempt_at <= now()
           -- A process that died during the last allowed try leaves the row pending: no try beyond the limit.
           and attempts < $3
         order by next_attempt_at, id limit $1 for update skip locked)
       returning ${CLAIMED_COLUMNS}`,
      [this.batchSize, this.leaseSeconds, this.options.maxAttempts],
    );
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  /** One try of a claimed row; `jobId` is the queue job that owns it (none for `runOnce`). */
  private async deliver(row: ClaimedRow, jobId?: string): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await this.attempt(row);
    } catch (error) {
      outcome = { kind: 'retry', error: errorText(error) };
    }
    await this.record(row, outcome, jobId);
  }

  private async attempt(row: ClaimedRow): Promise<Outcome> {
    const { db } = this.options;
    if (row.account_id) return this.attemptStaff(row, row.account_id);
    if (!row.customer_id) return { kind: 'permanent', error: 'No customer to notify' };
    const customer = (
      await db.query<{
        email: string;
        phone: string | null;
        language_code: string | null;
        default_language: string | null;
      }>(
        `select c.email, c.phone, c.language_code, coalesce((select code from languages where is_default limit 1), 'en') as default_language
         from customers c where c.id = $1`,
        [row.customer_id],
      )
    ).rows[0];
    if (!customer) return { kind: 'permanent', error: 'The customer no longer exists' };

    let title = row.title;
    let body = row.body;
    let language: string | null = null;
    if (title === null || body === null) {
      // The customer's language when a template exists in it, else the default language.
      const languages = [customer.language_code, customer.default_language].filter((l): l is string => !!l);
      const template = (
        await db.query<{ title: string; body: string; language_code: string }>(
          `select title, body, language_code from notifications
           where event = $1 and channel = $2 and language_code = any($3::text[])
           order by language_code = $4 desc limit 1`,
          [row.event, row.channel, languages, customer.language_code ?? ''],
        )
      ).rows[0];
      if (!template)
        return {
          kind: 'permanent',
          error: `No ${row.channel} template for ${row.event} in ${languages.join(' or ') || 'any language'}`,
        };
      const variables = row.variables;
      title = renderTemplate(template.title, variables as Record<string, unknown>);
      body = renderTemplate(template.body, variables as Record<string, unknown>);
      language = template.language_code;
    }

    const recipient =
      row.channel === 'email' ? customer.email : row.channel === 'sms' ? customer.phone : row.customer_id;
    if (!recipient)
      return { kind: 'permanent', error: 'The customer has no phone number', title, body, language };

    const payload: NotificationPayload = {
      id: row.id,
      event: row.event,
      channel: row.channel,
      recipient,
      customerId: row.customer_id,
      orderId: row.order_id,
      language,
      title,
      body,
    };
    return this.post(payload);
  }

  /**
   * A message to a staff account about its own password link, from the staff templates in the account's
   * language (else the default language). The outbox keeps the text without the link's token once the
   * message has gone (or failed for good): only the email ever carried a usable link.
   */
  private async attemptStaff(row: ClaimedRow, accountId: string): Promise<Outcome> {
    const account = (
      await this.options.db.query<{ email: string; language_code: string | null; default_language: string }>(
        `select a.email, a.language_code, coalesce((select code from languages where is_default limit 1), 'en') as default_language
         from accounts a where a.id = $1`,
        [accountId],
      )
    ).rows[0];
    if (!account) return { kind: 'permanent', error: 'The account no longer exists' };
    const found = staffTemplate(row.event, [account.language_code, account.default_language]);
    if (!found) return { kind: 'permanent', error: `No staff template for ${row.event}` };
    const variables = (
      typeof row.variables === 'string' ? JSON.parse(row.variables) : row.variables
    ) as Record<string, unknown>;
    const title = renderTemplate(found.template.title, variables);
    const body = renderTemplate(found.template.body, variables);
    const outcome = await this.post({
      id: row.id,
      event: row.event,
      channel: row.channel,
      recipient: account.email,
      customerId: null,
      accountId,
      orderId: null,
      language: found.language,
      title,
      body,
    });
    return { ...outcome, body: withoutLinkToken(body) };
  }

  /** One POST of `payload` to the gateway, and what its answer means for the row. */
  private async post(payload: NotificationPayload): Promise<Outcome> {
    const { title, body, language } = payload;
    let response: Response;
    try {
      response = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': payload.id,
          ...(this.options.webhookToken ? { authorization: `Bearer ${this.options.webhookToken}` } : {}),
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        kind: 'retry',
        error: timedOut ? `No answer within ${this.options.timeoutMs} ms` : errorText(error),
        title,
        body,
        language,
      };
    }
    const answer = (await response.text().catch(() => '')).slice(0, 200);
    if (response.ok) return { kind: 'sent', title, body, language };
    const error = `HTTP ${response.status}${answer ? `: ${answer}` : ''}`;
    // Timeouts, throttling and server errors may pass; any other refusal would be refused again.
    const transient = response.status >= 500 || [408, 425, 429].includes(response.status);
    return { kind: transient ? 'retry' : 'permanent', error, title, body, language };
  }

  /** Writes the result, only if the row is still this worker's claim (same attempt, still pending). */
  private async record(row: ClaimedRow, outcome: Outcome, jobId?: string): Promise<void> {
    const { db } = this.options;
    const mine = `where id = $1 and attempts = $2 and status = 'pending'`;
    // What was (or would have been) sent; rows still to be rendered keep null until then. A password link
    // is dropped from the row's variables once no further try will need it.
    const text = [outcome.title ?? row.title, outcome.body ?? row.body, outcome.language ?? null];
    if (outcome.kind === 'sent') {
      await db.query(
        `update notification_outbox set status = 'sent', sent_at = now(), last_error = null,
           title = $3, body = $4, language_code = $5, variables = variables - 'link' ${mine}`,
        [row.id, row.attempts, ...text],
      );
      return;
    }
    if (outcome.kind === 'permanent' || row.attempts >= this.options.maxAttempts) {
      this.log(`notification ${row.id} failed after ${row.attempts} attempt(s): ${outcome.error}`);
      await db.query(
        `update notification_outbox set status = 'failed', last_error = $6,
           title = $3, body = $4, language_code = $5, variables = variables - 'link' ${mine}`,
        [row.id, row.attempts, ...text, outcome.error],
      );
      return;
    }
    const backoffMs = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
    const later = `update notification_outbox set last_error = $3, next_attempt_at = now() + make_interval(secs => $4::float8)
       ${mine}`;
    if (!jobId || !this.queue) {
      await db.query(later, [row.id, row.attempts, outcome.error, backoffMs / 1000]);
      return;
    }
    // On the queue the next try is a new job starting after the backoff, queued with the result it follows.
    await db.transaction(async (tx) => {
      const { rows } = await tx.query(`${later} and queue_job_id = $5 returning id`, [
        row.id,
        row.attempts,
        outcome.error,
        backoffMs / 1000,
        jobId,
      ]);
      if (rows.length > 0) await this.requeue(tx, row.id, backoffMs / 1000);
    });
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
