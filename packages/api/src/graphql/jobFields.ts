import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql/index.js';
import type { Row } from '../db/index.ts';
import type { JobFileStorage } from '../jobs/storage.ts';
import type { Viewer } from '../resources/store.ts';
import { DateTime } from './scalars.ts';

/**
 * The part of the GraphQL context these fields read: the job spec (resources/specs/jobs.ts) declares them,
 * and the spec list must not import the context (which reaches the job queue, which reads the spec list).
 */
type JobFieldContext = {
  viewer: Viewer | null;
  jobs?: { storage: Pick<JobFileStorage, 'get' | 'link'> };
};

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);

const JobLogLine = new GraphQLObjectType({
  name: 'JobLogLine',
  fields: {
    at: { type: nn(DateTime) },
    message: { type: nn(GraphQLString) },
  },
});

const JobFile = new GraphQLObjectType({
  name: 'JobFile',
  description:
    'A job result file: `url` is a signed link that works until `expiresAt` (GET, no header needed).',
  fields: {
    name: { type: nn(GraphQLString) },
    bytes: { type: nn(GraphQLInt) },
    url: { type: nn(GraphQLString) },
    expiresAt: { type: nn(DateTime) },
  },
});

/** `log` and `file` of the generic Job type (the other fields come from its resource description). */
export function jobSchemaFields(): GraphQLFieldConfigMap<Row, JobFieldContext> {
  return {
    log: {
      type: nn(new GraphQLList(nn(JobLogLine))),
      resolve: (job) => (job.log as unknown[] | null) ?? [],
    },
    file: {
      type: JobFile,
      description: 'The result file: null when there is none, it expired, or the viewer may not have it.',
      resolve: async (job, _args, ctx) => {
        if (!job.fileId || !ctx.viewer || !ctx.jobs) return null;
        // Only the staff member who started the job, or an admin, gets a link.
        if (ctx.viewer.role !== 'admin' && ctx.viewer.id !== job.createdById) return null;
        const file = await ctx.jobs.storage.get(String(job.fileId));
        return file ? ctx.jobs.storage.link(file, ctx.viewer.id) : null;
      },
    },
  };
}
