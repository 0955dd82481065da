import type { JobDefinition } from '../jobs/types.ts';
import { importCheckJob, importCommitJob } from './jobs.ts';

export { importEntities, importEntity } from './entities/index.ts';
export type { ImportColumn, ImportEntityDescription, ImportReference } from './entity.ts';
export {
  createImportCheckJob,
  createImportCommitJob,
  importCheckJob,
  importCommitJob,
  parseImportParams,
  REPORT_SUMMARY_ROWS,
  type ImportJobOptions,
  type ImportParams,
} from './jobs.ts';
export { ImportFileError, openCsv } from './parse.ts';
export { IMPORT_MODES, runImport, type ImportMode, type ImportRowError } from './run.ts';
export { importTemplate, templateUrl } from './template.ts';
export { sendImportTemplate } from './http.ts';

/** The import job types for the queue's registry ('import-check', 'import-commit'). */
export const importJobs: JobDefinition[] = [
  importCheckJob as JobDefinition,
  importCommitJob as JobDefinition,
];
