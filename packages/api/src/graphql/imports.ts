import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLNullableType,
} from 'graphql/index.js';
import { ERROR_CODES } from '@market/domain';
import { appError, validationError } from '../resources/errors.ts';
import { importEntities, templateUrl, type ImportRowError } from '../imports/index.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;
const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLNullableType>(t: T) => nn(new GraphQLList(nn(t)));

const ImportColumn = new GraphQLObjectType({
  name: 'ImportColumn',
  fields: {
    name: { type: nn(GraphQLString), description: 'The header name in the file.' },
    required: { type: nn(GraphQLBoolean) },
    description: { type: nn(GraphQLString), description: 'What the column holds and how it is written.' },
    example: { type: nn(GraphQLString), description: "The template's example value." },
  },
});

const ImportEntity = new GraphQLObjectType({
  name: 'ImportEntity',
  fields: {
    key: { type: nn(GraphQLString), description: 'e.g. products; the `entity` parameter of an import.' },
    columns: { type: list(ImportColumn) },
    naturalKey: { type: list(GraphQLString), description: 'Columns that identify a record.' },
    templateUrl: { type: nn(GraphQLString), description: 'GET this (signed in) for the CSV template.' },
  },
});

const ImportRowErrorType = new GraphQLObjectType({
  name: 'ImportRowError',
  fields: {
    row: {
      type: nn(GraphQLInt),
      description: 'The row in the file; the header is row 1 (0: the whole file).',
    },
    column: { type: GraphQLString },
    value: { type: GraphQLString },
    message: { type: nn(GraphQLString) },
  },
});

const ImportReport = new GraphQLObjectType({
  name: 'ImportReport',
  fields: {
    totalRows: { type: nn(GraphQLInt) },
    errorCount: { type: nn(GraphQLInt) },
    errors: { type: list(ImportRowErrorType), description: 'The first `first` row errors, in file order.' },
    fileUrl: {
      type: GraphQLString,
      description: "The full report's download; the job's `file` gives it once the queue serves files.",
    },
  },
});

/** A job's summary, wherever the queue keeps it (a `summary` column, or `result.summary`). */
function summaryOfJob(job: Record<string, unknown>): Record<string, unknown> | null {
  const result = job.result as Record<string, unknown> | null | undefined;
  const summary = (job.summary ?? result?.summary ?? result) as unknown;
  return typeof summary === 'object' && summary !== null ? (summary as Record<string, unknown>) : null;
}

export function importQueries(): Fields {
  return {
    importEntities: {
      type: list(ImportEntity),
      description: 'What can be imported from CSV: columns, natural keys and the template of each entity.',
      extensions: needs('export-import'),
      resolve: (_root, _args, ctx) => {
        requireAccess(ctx, 'export-import');
        return importEntities.map((e) => ({
          key: e.key,
          columns: e.columns.map(({ name, required, description, example }) => ({
            name,
            required,
            description,
            example,
          })),
          naturalKey: e.naturalKey,
          templateUrl: templateUrl(e),
        }));
      },
    },
    importReport: {
      type: nn(ImportReport),
      description: "An import check's (or import's) per-row report: counts and the first rows with errors.",
      args: {
        jobId: { type: nn(GraphQLID) },
        first: { type: GraphQLInt, defaultValue: 200 },
      },
      extensions: needs('export-import'),
      resolve: async (_root, args: { jobId: string; first?: number | null }, ctx) => {
        requireAccess(ctx, 'export-import');
        const first = args.first ?? 200;
        if (first < 0 || first > 200) throw validationError({ first: 'Must be between 0 and 200' });
        const { rows } = await ctx.db.query<{ job: Record<string, unknown> }>(
          `select to_jsonb(j) as job from jobs j where j.id::text = $1 and j.type in ('import-check', 'import-commit')`,
          [args.jobId],
        );
        const job = rows[0]?.job;
        if (!job) throw appError(ERROR_CODES.NOT_FOUND);
        const summary = summaryOfJob(job) ?? {};
        let errors: ImportRowError[] = [];
        if (typeof summary.errors === 'string') {
          try {
            errors = JSON.parse(summary.errors) as ImportRowError[];
          } catch {
            errors = [];
          }
        }
        return {
          totalRows: Number(summary.totalRows ?? 0),
          errorCount: Number(summary.errorCount ?? 0),
          errors: errors.slice(0, first),
          fileUrl: null,
        };
      },
    },
  };
}
