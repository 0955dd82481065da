import { join } from 'node:path';
import { stringify } from 'csv-stringify';
import { ERROR_CODES } from '@market/domain';
import { configFromEnv } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import type { JobContext, JobDefinition, JobFileWriter, JobOutcome } from '../jobs/types.ts';
import type { ImportEntityDescription } from './entity.ts';
import { importEntities, importEntity } from './entities/index.ts';
import { ImportFileError } from './parse.ts';
import { IMPORT_MODES, runImport, type ImportCounts, type ImportMode, type ImportRowError } from './run.ts';

export interface ImportParams {
  entity: string;
  /** The upload's id: the name the upload endpoint gave the file (`/uploads/<id>.csv`). */
  uploadId: string;
  mode: ImportMode;
}

/** How many row errors the job's summary keeps (the page's table); the report file has them all. */
export const REPORT_SUMMARY_ROWS = 200;

const UPLOAD_ID =
  /^(?:\/uploads\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.csv)?$/i;

/** Checks raw job parameters with messages per field (VALIDATION), before anything is queued. */
export function parseImportParams(raw: unknown): ImportParams {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const entity = typeof input.entity === 'string' ? input.entity : '';
  if (!importEntity(entity)) fields.entity = `Must be one of: ${importEntities.map((e) => e.key).join(', ')}`;
  const upload = typeof input.uploadId === 'string' ? UPLOAD_ID.exec(input.uploadId.trim()) : null;
  if (!upload) fields.uploadId = 'Must be the id of an uploaded CSV file';
  const mode = input.mode ?? 'create-only';
  if (typeof mode !== 'string' || !(IMPORT_MODES as readonly string[]).includes(mode.replace('_', '-')))
    fields.mode = `Must be one of: ${IMPORT_MODES.join(', ')}`;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return {
    entity,
    uploadId: (upload?.[1] ?? '').toLowerCase(),
    mode: (mode as string).replace('_', '-') as ImportMode,
  };
}

export interface ImportJobOptions {
  /** Where the upload endpoint keeps files (default: <DATA_DIR>/uploads, read when a job runs). */
  uploadsDir?: string;
  /** create-only commits write with COPY (default true); see ImportRunOptions.copy. */
  copy?: boolean;
}

function uploadPath(options: ImportJobOptions, uploadId: string): string {
  const dir = options.uploadsDir ?? join(configFromEnv().dataDir, 'uploads');
  return join(dir, `${uploadId}.csv`);
}

/** Formula-looking cells are made plain text in the report (CSV injection), as exports do. */
function plain(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The report file: every row error as CSV (row, column, value, message), UTF-8 with BOM. */
class ReportFile {
  readonly first: ImportRowError[] = [];
  private readonly csv = stringify({
    bom: true,
    header: true,
    columns: ['row', 'column', 'value', 'message'],
  });
  private done: Promise<void>;

  constructor(readonly file: JobFileWriter) {
    this.csv.pipe(file.stream);
    this.done = new Promise((resolve, reject) => {
      file.stream.once('finish', resolve);
      file.stream.once('close', resolve);
      file.stream.once('error', reject);
    });
  }

  add(e: ImportRowError) {
    if (this.first.length < REPORT_SUMMARY_ROWS) this.first.push(e);
    this.csv.write([e.row, e.column ?? '', plain(e.value), plain(e.message)]);
  }

  async close(keep: boolean): Promise<{ fileId: string } | null> {
    this.csv.end();
    await this.done;
    if (!keep) {
      await this.file.discard();
      return null;
    }
    return this.file.finish();
  }
}

function hooksFor(ctx: JobContext<ImportParams>, report: (e: ImportRowError) => void) {
  return {
    checkpoint: async () => {
      await ctx.checkpoint();
    },
    // Not awaited: on PGlite (one connection) a progress write would wait for the import's own transaction.
    progress: (done: number, total: number) => void ctx.progress(done, total).catch(() => undefined),
    onError: report,
  };
}

function fileErrorRow(error: ImportFileError): ImportRowError {
  return { row: error.row, column: error.columns.join(', ') || null, value: null, message: error.message };
}

function summaryOf(
  params: ImportParams,
  counts: ImportCounts,
  first: ImportRowError[],
): Record<string, string | number | boolean | null> {
  return {
    entity: params.entity,
    mode: params.mode,
    uploadId: params.uploadId,
    totalRows: counts.totalRows,
    errorCount: counts.errorCount,
    created: counts.created,
    updated: counts.updated,
    ok: counts.errorCount === 0,
    // The first rows of the report, as JSON text (a summary holds plain values); `importReport` reads them.
    errors: JSON.stringify(first),
  };
}

/** The check (dry run): every row validated and every reference resolved; nothing is written. */
export function createImportCheckJob(options: ImportJobOptions = {}): JobDefinition<ImportParams> {
  return {
    type: 'import-check',
    maxAttempts: 1,
    parseParams: parseImportParams,
    async run(ctx): Promise<JobOutcome> {
      const entity = importEntity(ctx.params.entity) as ImportEntityDescription;
      const report = new ReportFile(await ctx.createFile(`${entity.key}-import-check.csv`, 'text/csv'));
      let counts: ImportCounts = { totalRows: 0, errorCount: 0, created: 0, updated: 0 };
      try {
        counts = await runImport({
          entity,
          path: uploadPath(options, ctx.params.uploadId),
          mode: ctx.params.mode,
          write: null,
          q: ctx.db,
          hooks: hooksFor(ctx, (e) => report.add(e)),
        });
      } catch (error) {
        if (!(error instanceof ImportFileError)) {
          await report.close(false);
          throw error;
        }
        report.add(fileErrorRow(error));
        counts = { ...counts, errorCount: counts.errorCount + 1 };
        await ctx.log(error.message);
      }
      await report.close(counts.errorCount > 0);
      await ctx.log(
        counts.errorCount === 0
          ? `Checked ${counts.totalRows} rows: no errors.`
          : `Checked ${counts.totalRows} rows: ${counts.errorCount} errors.`,
      );
      return { summary: summaryOf(ctx.params, counts, report.first) };
    },
  };
}

class ImportRejected extends Error {
  constructor(readonly counts: ImportCounts) {
    super('rows with errors');
  }
}

/** Records the import as one audit entry with its counts, in the import's transaction. */
async function auditImport(
  tx: Queryable,
  ctx: JobContext<ImportParams>,
  entity: ImportEntityDescription,
  counts: ImportCounts,
) {
  await tx.query(
    `insert into audit_log (actor_id, entity, entity_id, action, diff) values ($1, $2, $3, 'import', $4)`,
    [
      ctx.startedBy?.id ?? null,
      entity.auditEntity,
      ctx.jobId,
      JSON.stringify({
        mode: ctx.params.mode,
        uploadId: ctx.params.uploadId,
        rows: counts.totalRows,
        created: counts.created,
        updated: counts.updated,
      }),
    ],
  );
}

/**
 * The import: checks again and writes every row in one transaction; a row with an error, a cancel
 * (checkpoint between chunks) or a crash writes nothing.
 */
export function createImportCommitJob(options: ImportJobOptions = {}): JobDefinition<ImportParams> {
  return {
    type: 'import-commit',
    maxAttempts: 1,
    parseParams: parseImportParams,
    async run(ctx): Promise<JobOutcome> {
      const entity = importEntity(ctx.params.entity) as ImportEntityDescription;
      const first: ImportRowError[] = [];
      let counts: ImportCounts;
      try {
        counts = await ctx.db.transaction(async (tx) => {
          const result = await runImport({
            entity,
            path: uploadPath(options, ctx.params.uploadId),
            mode: ctx.params.mode,
            write: tx,
            q: tx,
            ...(options.copy === undefined ? {} : { copy: options.copy }),
            hooks: hooksFor(ctx, (e) => {
              if (first.length < REPORT_SUMMARY_ROWS) first.push(e);
            }),
          });
          if (result.errorCount > 0) throw new ImportRejected(result);
          await auditImport(tx, ctx, entity, result);
          return result;
        });
      } catch (error) {
        if (error instanceof ImportFileError) {
          await ctx.log(error.message);
          throw appError(ERROR_CODES.VALIDATION, error.message, { file: error.message });
        }
        if (error instanceof ImportRejected) {
          for (const e of first.slice(0, 20))
            await ctx.log(`Row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}`);
          const message = `${error.counts.errorCount} of ${error.counts.totalRows} rows have errors; nothing was imported. Run the check for the full report.`;
          await ctx.log(message);
          throw appError(ERROR_CODES.VALIDATION, message, { file: message });
        }
        throw error;
      }
      await ctx.log(
        `Imported ${counts.totalRows} rows: ${counts.created} created, ${counts.updated} updated.`,
      );
      return { summary: summaryOf(ctx.params, counts, []) };
    },
  };
}

export const importCheckJob = createImportCheckJob();
export const importCommitJob = createImportCommitJob();
