// Writing a job the server answered into the cache without undoing a newer state the live events brought.
import type { ApolloCache } from '@apollo/client';
import { JobDetailFieldsFragmentDoc, JobRowFieldsFragmentDoc } from '../graphql/generated.ts';
import { isActive, type JobDetailData } from './operations.ts';

type JobState = Pick<JobDetailData, 'status' | 'version'>;

/**
 * True when `incoming` is older than the cached job: the job has ended (succeeded, failed, cancelled) and the
 * answer still says queued or running at the same or an earlier version of the row (every change of a job
 * bumps its version; a retry is a change, so a retried job comes back with a newer one).
 */
export function isStaleJob(cached: JobState | null | undefined, incoming: JobState): boolean {
  return Boolean(
    cached && !isActive(cached.status) && isActive(incoming.status) && incoming.version <= cached.version,
  );
}

/**
 * Writes the answer of a cancel or retry into the cached job unless it is stale. The cancel's answer is the
 * row as it was when the cancel was asked for (still running); the job stops at its next checkpoint and its
 * `jobUpdated` event ("cancelled") can reach the page before that answer does over HTTP.
 */
export function writeJobUnlessStale(cache: ApolloCache, job: JobDetailData): void {
  const id = cache.identify({ __typename: 'Job', id: job.id });
  const cached = cache.readFragment({
    id,
    fragment: JobDetailFieldsFragmentDoc,
    fragmentName: 'JobDetailFields',
  });
  if (isStaleJob(cached, job)) return;
  cache.writeFragment({
    id,
    fragment: JobDetailFieldsFragmentDoc,
    fragmentName: 'JobDetailFields',
    data: job,
  });
}

type Plain = Record<string, unknown>;

const isJobState = (value: Plain): value is Plain & JobState & { id: string } =>
  value.__typename === 'Job' &&
  typeof value.id === 'string' &&
  typeof value.status === 'string' &&
  typeof value.version === 'number';

/** The cached job with as many of its fields as the cache holds (the detail's, else the row's). */
function cachedJob(cache: ApolloCache, id: string): Plain | null {
  const from = cache.identify({ __typename: 'Job', id });
  if (!from) return null;
  return (
    cache.readFragment({ id: from, fragment: JobDetailFieldsFragmentDoc, fragmentName: 'JobDetailFields' }) ??
    cache.readFragment({ id: from, fragment: JobRowFieldsFragmentDoc })
  );
}

/**
 * A result about to be written to the cache, with every job in it that is older than the cached one (see
 * `isStaleJob`) given the cached job's fields instead: a query's answer (a job's first load, the jobs list)
 * read before the job ended can arrive after the live event that says it ended, and must not bring back
 * "Running" for a job that no later event will correct. Returns `result` itself when nothing is stale.
 */
export function keepNewerJobs(cache: ApolloCache, result: unknown): unknown {
  if (Array.isArray(result)) {
    let changed = false;
    const items = result.map((item: unknown) => {
      const kept = keepNewerJobs(cache, item);
      if (kept !== item) changed = true;
      return kept;
    });
    return changed ? items : result;
  }
  if (typeof result !== 'object' || result === null) return result;
  const value = result as Plain;
  if (isJobState(value)) {
    const cached = cachedJob(cache, value.id);
    if (!cached || !isStaleJob(cached as JobState, value)) return result;
    const kept: Plain = { ...value };
    for (const key of Object.keys(value)) if (key in cached) kept[key] = cached[key];
    return kept;
  }
  let copy: Plain | null = null;
  for (const [key, field] of Object.entries(value)) {
    const kept = keepNewerJobs(cache, field);
    if (kept !== field) (copy ??= { ...value })[key] = kept;
  }
  return copy ?? result;
}
