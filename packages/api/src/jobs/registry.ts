import type { JobDefinition } from './types.ts';
import { exportJob } from './exportJob.ts';
import { scriptJobs } from './scripts/index.ts';
import type { JobFileStorage } from './storage.ts';

type AnyJob = JobDefinition<never>;

/**
 * The job types this server knows, by `type`. A process runs only types it knows; a job of an unknown type
 * (e.g. queued by a newer version) fails with a clear message instead of being dropped.
 */
export class JobRegistry {
  private readonly byType = new Map<string, JobDefinition>();

  constructor(definitions: readonly AnyJob[] = []) {
    for (const definition of definitions) this.register(definition);
  }

  register(definition: AnyJob): this {
    if (this.byType.has(definition.type)) throw new Error(`job type "${definition.type}" registered twice`);
    this.byType.set(definition.type, definition as unknown as JobDefinition);
    return this;
  }

  get(type: string): JobDefinition | undefined {
    return this.byType.get(type);
  }

  all(): JobDefinition[] {
    return [...this.byType.values()];
  }
}

/**
 * Every job the product runs. Imports (packages/api/src/imports) add theirs in one line: `...importJobs`.
 * `extra` is for tests (a slow job for the restart test).
 */
export function productJobs(storage: JobFileStorage): AnyJob[] {
  return [exportJob as unknown as AnyJob, ...scriptJobs(storage)];
}

export function createRegistry(storage: JobFileStorage, extra: readonly AnyJob[] = []): JobRegistry {
  return new JobRegistry([...productJobs(storage), ...extra]);
}
