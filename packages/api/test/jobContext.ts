import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Database } from '../src/db/index.ts';
import type { Viewer } from '../src/resources/store.ts';
import { JobCancelled, type JobContext, type JobDefinition, type JobOutcome } from '../src/jobs/types.ts';

/**
 * A real JobContext for running one job definition in a test without the queue: progress and log lines
 * are collected, `checkpoint` throws JobCancelled once `cancel()` was called (or after `cancelAfter` calls),
 * files are written to a temporary folder.
 */
export class TestJobContext<P> implements JobContext<P> {
  readonly jobId = crypto.randomUUID();
  readonly progressCalls: [number, number][] = [];
  readonly lines: string[] = [];
  readonly files: { name: string; path: string; finished: boolean; discarded: boolean }[] = [];
  readonly signal: AbortSignal;
  checkpoints = 0;
  private readonly abort = new AbortController();
  private readonly dir = mkdtempSync(join(tmpdir(), 'job-files-'));

  constructor(
    readonly db: Database,
    readonly params: P,
    readonly startedBy: Viewer | null,
    private readonly cancelAfter = Number.POSITIVE_INFINITY,
  ) {
    this.signal = this.abort.signal;
  }

  cancel() {
    this.abort.abort();
  }

  async progress(done: number, total: number) {
    this.progressCalls.push([done, total]);
  }

  async log(line: string) {
    this.lines.push(line);
  }

  async checkpoint() {
    this.checkpoints += 1;
    if (this.checkpoints >= this.cancelAfter) this.cancel();
    if (this.signal.aborted) throw new JobCancelled();
  }

  async createFile(name: string) {
    const path = join(this.dir, `${this.files.length}-${name}`);
    const entry = { name, path, finished: false, discarded: false };
    this.files.push(entry);
    const stream = createWriteStream(path);
    return {
      stream,
      async finish() {
        if (!stream.writableFinished) await finished(stream);
        entry.finished = true;
        return { fileId: path, bytes: statSync(path).size };
      },
      async discard() {
        if (!stream.writableFinished) stream.destroy();
        rmSync(path, { force: true });
        entry.discarded = true;
      },
    };
  }

  /** The text of the finished result file, if any. */
  fileText(): string | null {
    const file = this.files.find((f) => f.finished);
    return file ? readFileSync(file.path, 'utf8') : null;
  }

  cleanup() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Parses params as the queue would, then runs the definition with a TestJobContext. */
export async function runJob<P>(
  def: JobDefinition<P>,
  db: Database,
  raw: unknown,
  options: { viewer?: Viewer | null; cancelAfter?: number } = {},
): Promise<{ ctx: TestJobContext<P>; outcome?: JobOutcome; error?: unknown }> {
  const ctx = new TestJobContext(db, def.parseParams(raw), options.viewer ?? null, options.cancelAfter);
  try {
    return { ctx, outcome: await def.run(ctx) };
  } catch (error) {
    return { ctx, error };
  }
}
