// The admin's Apollo cache: InMemoryCache, except that an answer older than a job's cached live state does
// not overwrite it (see keepNewerJobs in jobs/jobCache.ts).
import { InMemoryCache, type Reference } from '@apollo/client';
import { keepNewerJobs } from '../jobs/jobCache.ts';

type WriteOptions = Parameters<InMemoryCache['write']>[0];

export class AppCache extends InMemoryCache {
  override write(options: WriteOptions): Reference | undefined {
    const result = keepNewerJobs(this, options.result) as WriteOptions['result'];
    return super.write(result === options.result ? options : { ...options, result });
  }
}
