// Writing a job the server answered into the cache without undoing a newer state the live events brought.
import type { ApolloCache } from '@apollo/client';
import { JobDetailFieldsFragmentDoc } from '../graphql/generated.ts';
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
