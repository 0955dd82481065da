import { jobSchemaFields } from '../../graphql/jobFields.ts';
import type { ResourceSpec } from '../spec.ts';
import { named, readOnly, newest } from './shorthands.ts';

/** Miscellaneous: background jobs (exports, imports, scripts). */
export const JOB_SPECS: ResourceSpec[] = [
  {
    type: 'Job',
    list: 'jobs',
    table: 'jobs',
    permission: 'jobs',
    operations: readOnly,
    defaultSort: newest,
    // The log as lines and the result file as a signed link.
    schemaFields: jobSchemaFields,
    rowReads: ['fileId', 'createdById'],
    fields: {
      type: { type: 'String', filter: ['eq', 'in'] },
      // queued | running | succeeded | failed | cancelled (jobs/queue.ts owns the changes).
      status: { type: 'String', filter: ['eq', 'in'] },
      progress: { type: 'Int' },
      progressDone: { type: 'Int' },
      progressTotal: { type: 'Int', nullable: true },
      params: { type: 'JSON' },
      result: { type: 'JSON', nullable: true },
      error: { type: 'String', nullable: true },
      attempts: { type: 'Int' },
      maxAttempts: { type: 'Int' },
      summary: { type: 'JSON', nullable: true },
      createdById: { type: 'ID', column: 'created_by', nullable: true, filter: ['eq'] },
      startedByEmail: named('accounts', 'created_by', 'email'),
      startedAt: { type: 'DateTime', nullable: true },
      finishedAt: { type: 'DateTime', nullable: true },
      cancelRequestedAt: { type: 'DateTime', nullable: true },
      // Typed as [JobLogLine!]! by graphql/jobFields.ts (its field replaces this one); the file as JobFile.
      log: { type: 'JSON' },
      fileId: { type: 'ID', nullable: true },
    },
  },
];
