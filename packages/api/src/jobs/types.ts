import type { Writable } from 'node:stream';
import type { Database } from '../db/index.ts';
import type { Viewer } from '../resources/store.ts';

/**
 * The contract between the job queue (jobs/queue.ts) and the work it runs (exports, imports, scripts,
 * notification delivery). A job type is one `JobDefinition`; the queue owns status, attempts, the log,
 * progress and cancellation, so a definition only does its work and reports through its context.
 */

/** Thrown by `checkpoint()` once a cancel was asked for: the queue marks the job cancelled, not failed. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled.');
    this.name = 'JobCancelled';
  }
}

/** A file a job leaves for its starter (an export, a check report), kept by the storage module. */
export interface JobFileWriter {
  /** Where to write the bytes; `finish()` once they are all written (after the stream has ended). */
  readonly stream: Writable;
  /** Records the file on the job; it is served through an expiring link to its starter or an admin. */
  finish(): Promise<{ fileId: string; bytes: number }>;
  /** Removes a half-written file (the job failed or was cancelled). */
  discard(): Promise<void>;
}

export interface JobContext<P> {
  readonly jobId: string;
  /** Parameters as validated by the definition's `parseParams`. */
  readonly params: P;
  /** Who started the job (null for jobs the system queues, e.g. notification delivery). */
  readonly startedBy: Viewer | null;
  readonly db: Database;
  /** Aborted when a cancel is asked for or the process is stopping. */
  readonly signal: AbortSignal;
  /** Progress as done of total (the queue derives the percent and publishes `jobUpdated`). */
  progress(done: number, total: number): Promise<void>;
  /** One timestamped line in the job's log. */
  log(line: string): Promise<void>;
  /** Throws JobCancelled when a cancel was asked for; call it between chunks of work. */
  checkpoint(): Promise<void>;
  /** A result file (CSV by default); at most one per job. */
  createFile(name: string, contentType?: string): Promise<JobFileWriter>;
}

/** What a finished job reports: a short summary shown on the job (counts, totals) and optionally its file. */
export interface JobOutcome {
  summary?: Record<string, string | number | boolean | null>;
}

export interface JobDefinition<P = unknown> {
  /** e.g. 'export', 'import-check', 'import-commit', 'script:verify-ledger', 'notification-delivery'. */
  readonly type: string;
  /**
   * Turns raw parameters into typed ones, or throws a VALIDATION app error naming the field
   * (the same `domain` rules as the forms). Called when the job is started, before anything is queued.
   */
  parseParams(raw: unknown): P;
  /** Tries before the job is failed (the first included); retries back off exponentially. */
  readonly maxAttempts?: number;
  run(ctx: JobContext<P>): Promise<JobOutcome>;
}
