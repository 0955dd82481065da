// The data-jobs operations (jobs, scripts, export, import), written against JOBS-CONTRACT.md.
//
// TO BE REPLACED BY CODEGEN: until jobs-core's and jobs-import's schema is merged, the documents are
// parsed here with hand-declared types (the `*Data`/`*Vars` below). Once `pnpm codegen` knows the fields,
// tag the strings with the GraphQL comment, run it, and import the generated `*Document`s instead.
// eslint-disable-next-line no-restricted-imports -- temporary until the jobs schema is merged (see above)
import { gql, type TypedDocumentNode } from '@apollo/client';

export type JobStatusValue = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobLogLineData {
  __typename?: 'JobLogLine';
  at: string;
  message: string;
}
export interface JobFileData {
  __typename?: 'JobFile';
  name: string;
  bytes: number;
  url: string;
  expiresAt: string;
}
/** The fields a list row and a live update carry. */
export interface JobRowData {
  __typename?: 'Job';
  id: string;
  type: string;
  status: string;
  progress: number;
  progressDone: number;
  progressTotal: number | null;
  attempts: number;
  maxAttempts: number;
  startedByEmail: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  version: number;
}
/** A job with everything its detail shows. */
export interface JobDetailData extends JobRowData {
  params: unknown;
  summary: unknown;
  log: JobLogLineData[];
  file: JobFileData | null;
}

const JOB_ROW = `
  id
  type
  status
  progress
  progressDone
  progressTotal
  attempts
  maxAttempts
  startedByEmail
  createdAt
  startedAt
  finishedAt
  error
  version
`;
const JOB_DETAIL = `
  ${JOB_ROW}
  params
  summary
  log {
    at
    message
  }
  file {
    name
    bytes
    url
    expiresAt
  }
`;

export interface JobsListVars {
  filter?: {
    type?: string;
    status?: string;
    createdAt_gte?: string;
    createdAt_lte?: string;
    startedByEmail?: string;
  } | null;
  first: number;
  offset: number;
}
export interface JobsListData {
  jobs: { __typename?: 'JobConnection'; totalCount: number; nodes: JobRowData[] };
}
export const JobsListDocument: TypedDocumentNode<JobsListData, JobsListVars> = gql`
  query JobsList($filter: JobFilter, $first: Int!, $offset: Int!) {
    jobs(filter: $filter, sort: { field: createdAt, direction: DESC }, first: $first, offset: $offset) {
      totalCount
      nodes {
        ${JOB_ROW}
      }
    }
  }
`;

export const JobDetailDocument: TypedDocumentNode<{ job: JobDetailData | null }, { id: string }> = gql`
  query JobDetail($id: ID!) {
    job(id: $id) {
      ${JOB_DETAIL}
    }
  }
`;

export const JobUpdatedDocument: TypedDocumentNode<{ jobUpdated: JobDetailData }, { id?: string | null }> =
  gql`
  subscription JobUpdated($id: ID) {
    jobUpdated(id: $id) {
      ${JOB_DETAIL}
    }
  }
`;

export const CancelJobDocument: TypedDocumentNode<{ cancelJob: JobDetailData }, { id: string }> = gql`
  mutation CancelJob($id: ID!) {
    cancelJob(id: $id) {
      ${JOB_DETAIL}
    }
  }
`;

export const RetryJobDocument: TypedDocumentNode<{ retryJob: JobDetailData }, { id: string }> = gql`
  mutation RetryJob($id: ID!) {
    retryJob(id: $id) {
      ${JOB_DETAIL}
    }
  }
`;

export interface JobScriptParamData {
  __typename?: 'JobScriptParam';
  name: string;
  label: string;
  type: string;
  required: boolean;
  defaultValue: unknown;
}
export interface JobScriptData {
  __typename?: 'JobScript';
  name: string;
  title: string;
  description: string;
  supportsDryRun: boolean;
  params: JobScriptParamData[];
  lastRuns: JobRowData[];
}
export const JobScriptsDocument: TypedDocumentNode<
  { jobScripts: JobScriptData[] },
  Record<string, never>
> = gql`
  query JobScripts {
    jobScripts {
      name
      title
      description
      supportsDryRun
      params {
        name
        label
        type
        required
        defaultValue
      }
      lastRuns {
        ${JOB_ROW}
      }
    }
  }
`;

export const RunScriptDocument: TypedDocumentNode<
  { runScript: JobDetailData },
  { name: string; params: Record<string, unknown>; dryRun: boolean }
> = gql`
  mutation RunScript($name: String!, $params: JSON, $dryRun: Boolean) {
    runScript(name: $name, params: $params, dryRun: $dryRun) {
      ${JOB_DETAIL}
    }
  }
`;

export const StartExportDocument: TypedDocumentNode<
  { startExport: JobDetailData },
  { entity: string; filter: Record<string, unknown> | null; sort: Record<string, unknown> | null }
> = gql`
  mutation StartExport($entity: String!, $filter: JSON, $sort: JSON) {
    startExport(entity: $entity, filter: $filter, sort: $sort) {
      ${JOB_DETAIL}
    }
  }
`;

export interface ImportEntityData {
  __typename?: 'ImportEntity';
  key: string;
  naturalKey: string[];
  templateUrl: string;
  columns: { __typename?: 'ImportColumn'; name: string; required: boolean; description: string }[];
}
export const ImportEntitiesDocument: TypedDocumentNode<
  { importEntities: ImportEntityData[] },
  Record<string, never>
> = gql`
  query ImportEntities {
    importEntities {
      key
      naturalKey
      templateUrl
      columns {
        name
        required
        description
      }
    }
  }
`;

export type ImportModeValue = 'create-only' | 'create-or-update';
type ImportVars = { entity: string; uploadId: string; mode: ImportModeValue };

export const StartImportCheckDocument: TypedDocumentNode<{ startImportCheck: JobDetailData }, ImportVars> =
  gql`
  mutation StartImportCheck($entity: String!, $uploadId: ID!, $mode: String!) {
    startImportCheck(entity: $entity, uploadId: $uploadId, mode: $mode) {
      ${JOB_DETAIL}
    }
  }
`;

export const StartImportDocument: TypedDocumentNode<{ startImport: JobDetailData }, ImportVars> = gql`
  mutation StartImport($entity: String!, $uploadId: ID!, $mode: String!) {
    startImport(entity: $entity, uploadId: $uploadId, mode: $mode) {
      ${JOB_DETAIL}
    }
  }
`;

export interface ImportReportData {
  __typename?: 'ImportReport';
  totalRows: number;
  errorCount: number;
  fileUrl: string | null;
  errors: {
    __typename?: 'ImportRowError';
    row: number;
    column: string | null;
    value: string | null;
    message: string;
  }[];
}
export const ImportReportDocument: TypedDocumentNode<
  { importReport: ImportReportData },
  { jobId: string; first: number }
> = gql`
  query ImportReport($jobId: ID!, $first: Int) {
    importReport(jobId: $jobId, first: $first) {
      totalRows
      errorCount
      fileUrl
      errors {
        row
        column
        value
        message
      }
    }
  }
`;

export const isActive = (status: string) => status === 'queued' || status === 'running';
export const isRetryable = (status: string) => status === 'failed' || status === 'cancelled';
