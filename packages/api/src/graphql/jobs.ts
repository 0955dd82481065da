import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql/index.js';
import { ERROR_CODES } from '@market/domain';
import type { Row } from '../db/index.ts';
import { checkExportValues, EXPORT_JOB_TYPE, parseExportParams } from '../jobs/exportJob.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { JOB_TOPIC } from '../jobs/queue.ts';
import type { ScriptDefinition } from '../jobs/scripts/index.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';
import { JSONScalar } from './scalars.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;
type Field = Fields[string];
const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);

const JobScriptParam = new GraphQLObjectType({
  name: 'JobScriptParam',
  fields: {
    name: { type: nn(GraphQLString) },
    label: { type: nn(GraphQLString) },
    type: { type: nn(GraphQLString), description: "'int' | 'string' | 'boolean' | 'date'" },
    required: { type: nn(GraphQLBoolean) },
    defaultValue: { type: JSONScalar },
  },
});

function queue(ctx: GraphQLContext): JobQueue {
  if (!ctx.jobs) throw appError(ERROR_CODES.SOMETHING_WENT_WRONG);
  return ctx.jobs;
}

export function jobQueries(jobType: GraphQLObjectType): Fields {
  const JobScript = new GraphQLObjectType<ScriptDefinition, GraphQLContext>({
    name: 'JobScript',
    fields: {
      name: { type: nn(GraphQLString) },
      title: { type: nn(GraphQLString) },
      description: { type: nn(GraphQLString) },
      supportsDryRun: { type: nn(GraphQLBoolean) },
      params: { type: nn(new GraphQLList(nn(JobScriptParam))) },
      lastRuns: {
        type: nn(new GraphQLList(nn(jobType))),
        description: 'The five latest runs, newest first.',
        resolve: async (script, _args, ctx) =>
          (await ctx.store.list(resourceSpec('Job'), { filter: { type: script.type }, first: 5 })).nodes,
      },
    },
  });
  return {
    jobScripts: {
      type: nn(new GraphQLList(nn(JobScript))),
      extensions: needs('scripts'),
      resolve: (_root, _args, ctx) => {
        requireAccess(ctx, 'scripts');
        return queue(ctx)
          .registry.all()
          .filter((d) => d.type.startsWith('script:'));
      },
    },
  };
}

/** Starts an import check or commit of an uploaded CSV (packages/api/src/imports). */
function importStart(
  jobType: GraphQLObjectType,
  type: 'import-check' | 'import-commit',
  description: string,
) {
  return {
    type: nn(jobType),
    description,
    args: {
      entity: {
        type: nn(GraphQLString),
        description: 'products, categories, customers, stores, coupons or cities.',
      },
      uploadId: { type: nn(GraphQLID), description: 'The id POST /api/uploads gave the file.' },
      mode: { type: nn(GraphQLString), description: '"create-only" or "create-or-update".' },
    },
    extensions: needs('export-import'),
    resolve: (
      _root: unknown,
      args: { entity: string; uploadId: string; mode: string },
      ctx: GraphQLContext,
    ) => {
      const viewer = requireAccess(ctx, 'export-import');
      return queue(ctx).enqueue(
        type,
        { entity: args.entity, uploadId: args.uploadId, mode: args.mode },
        viewer,
      );
    },
  } satisfies Field;
}

export function jobMutations(jobType: GraphQLObjectType): Fields {
  return {
    startExport: {
      type: nn(jobType),
      description: 'Queues an export job of a list (its GraphQL filter and sort, as GET /api/export/:list).',
      args: {
        entity: { type: nn(GraphQLString), description: 'The list, e.g. "orders".' },
        filter: { type: JSONScalar },
        sort: { type: JSONScalar },
      },
      extensions: needs('export-import'),
      resolve: async (_root, args: { entity: string; filter?: unknown; sort?: unknown }, ctx) => {
        const viewer = requireAccess(ctx, 'export-import');
        const params = parseExportParams({
          entity: args.entity,
          filter: args.filter ?? null,
          sort: args.sort ?? null,
        });
        await checkExportValues(ctx.db, params);
        return queue(ctx).enqueue(EXPORT_JOB_TYPE, params, viewer);
      },
    },
    startImportCheck: importStart(
      jobType,
      'import-check',
      'Queues a dry run of a CSV import: every row checked, nothing written.',
    ),
    startImport: importStart(
      jobType,
      'import-commit',
      'Queues a CSV import: every row written in one transaction, or none.',
    ),
    runScript: {
      type: nn(jobType),
      args: {
        name: { type: nn(GraphQLString) },
        params: { type: JSONScalar },
        dryRun: { type: GraphQLBoolean },
      },
      extensions: needs('scripts'),
      resolve: async (_root, args: { name: string; params?: unknown; dryRun?: boolean | null }, ctx) => {
        const viewer = requireAccess(ctx, 'scripts');
        const jobs = queue(ctx);
        const type = `script:${args.name}`;
        if (!jobs.registry.get(type)) throw validationError({ name: 'No such script' });
        const raw = args.params ?? {};
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
          throw validationError({ params: 'Must be an object' });
        return jobs.enqueue(type, { ...raw, dryRun: args.dryRun ?? false }, viewer);
      },
    },
    cancelJob: {
      type: nn(jobType),
      args: { id: { type: nn(GraphQLID) } },
      extensions: needs('jobs'),
      resolve: (_root, args: { id: string }, ctx) => queue(ctx).cancel(args.id, requireAccess(ctx, 'jobs')),
    },
    retryJob: {
      type: nn(jobType),
      args: { id: { type: nn(GraphQLID) } },
      extensions: needs('jobs'),
      resolve: (_root, args: { id: string }, ctx) => queue(ctx).retry(args.id, requireAccess(ctx, 'jobs')),
    },
  };
}

/** Live progress, log and status of one job (id) or of every job. */
export function jobSubscriptions(jobType: GraphQLObjectType): Fields {
  return {
    jobUpdated: {
      type: nn(jobType),
      args: { id: { type: GraphQLID } },
      extensions: needs('jobs'),
      subscribe: (_root, args: { id?: string | null }, ctx) => {
        requireAccess(ctx, 'jobs');
        const source = ctx.events.subscribe(JOB_TOPIC);
        const wanted = args.id ?? null;
        const filtered: AsyncIterableIterator<unknown> = {
          async next() {
            for (;;) {
              const item = await source.next();
              if (item.done || !wanted || (item.value as Row).id === wanted) return item;
            }
          },
          async return() {
            return source.return ? source.return() : { value: undefined, done: true };
          },
          [Symbol.asyncIterator]() {
            return filtered;
          },
        };
        return filtered;
      },
      resolve: (payload: unknown) => payload,
    },
  };
}
