// Job answers for stories and unit tests (never imported by the app): fixed values shaped like the server's.
import type { MockLink } from '@apollo/client/testing';
import {
  ImportEntitiesDocument,
  ImportReportDocument,
  JobDetailDocument,
  JobScriptsDocument,
  JobsListDocument,
  JobUpdatedDocument,
  type ImportEntityData,
  type ImportReportData,
  type JobDetailData,
  type JobScriptData,
} from './operations.ts';

const again = { maxUsageCount: Number.POSITIVE_INFINITY };

/** An answer as the server sends it: every object may carry its `__typename` (the cache needs it). */
type Answer<T> = T extends readonly (infer U)[]
  ? Answer<U>[]
  : T extends object
    ? { [K in keyof T]: Answer<T[K]> } & { __typename?: string }
    : T;

const base: Answer<JobDetailData> = {
  __typename: 'Job',
  id: '00000000-0000-4000-8000-000000000001',
  type: 'export',
  status: 'queued',
  progress: 0,
  progressDone: 0,
  progressTotal: null,
  attempts: 0,
  maxAttempts: 3,
  createdById: '00000000-0000-4000-8000-00000000a001',
  startedByEmail: 'admin@example.com',
  createdAt: '2026-11-22T09:14:00.000Z',
  startedAt: null,
  finishedAt: null,
  error: null,
  version: 1,
  params: { entity: 'orders', filter: { status: 'delivered' } },
  summary: null,
  log: [],
  file: null,
};

const job = (id: number, changes: Partial<Answer<JobDetailData>>): Answer<JobDetailData> => ({
  ...base,
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  ...changes,
});

export const queuedJob = job(1, {});
export const runningJob = job(2, {
  status: 'running',
  progress: 43,
  progressDone: 1284,
  progressTotal: 3000,
  attempts: 1,
  startedAt: '2026-11-22T09:14:02.000Z',
  log: [
    { __typename: 'JobLogLine', at: '2026-11-22T09:14:02.120Z', message: 'Export of orders started.' },
    { __typename: 'JobLogLine', at: '2026-11-22T09:14:02.480Z', message: 'Counting rows: 3,000 to write.' },
    { __typename: 'JobLogLine', at: '2026-11-22T09:14:05.031Z', message: 'Wrote 1,000 rows.' },
  ],
});
export const succeededJob = job(3, {
  status: 'succeeded',
  progress: 100,
  progressDone: 3000,
  progressTotal: 3000,
  attempts: 1,
  startedAt: '2026-11-22T09:14:02.000Z',
  finishedAt: '2026-11-22T09:14:10.400Z',
  summary: { rows: 3000 },
  log: [
    ...runningJob.log,
    { __typename: 'JobLogLine', at: '2026-11-22T09:14:10.311Z', message: 'Wrote 3,000 rows.' },
  ],
  file: {
    __typename: 'JobFile',
    name: 'orders-2026-11-22.csv',
    bytes: 421_888,
    url: '/api/jobs/files/sample-token',
    expiresAt: '2026-11-29T09:14:10.400Z',
  },
});
export const failedJob = job(4, {
  type: 'script:verify-ledger',
  status: 'failed',
  progress: 63,
  progressDone: 18_000,
  progressTotal: 28_500,
  attempts: 3,
  startedAt: '2026-11-22T09:20:00.000Z',
  finishedAt: '2026-11-22T09:20:04.020Z',
  params: { repair: false },
  error: 'Ledger out of balance: journal 8f3c2a10 debits 12,500 ≠ credits 12,000.',
  log: [
    { __typename: 'JobLogLine', at: '2026-11-22T09:20:00.000Z', message: 'Verifying the wallet ledger.' },
    { __typename: 'JobLogLine', at: '2026-11-22T09:20:03.500Z', message: 'Checked 18,000 journals.' },
    {
      __typename: 'JobLogLine',
      at: '2026-11-22T09:20:04.010Z',
      message: 'Journal 8f3c2a10 does not balance: debits 12,500 ≠ credits 12,000 (EGP).',
    },
  ],
});
export const cancelledJob = job(5, {
  type: 'import-commit',
  status: 'cancelled',
  progress: 14,
  progressDone: 420,
  progressTotal: 3000,
  attempts: 1,
  startedByEmail: 'ops@example.com',
  startedAt: '2026-11-22T08:00:00.000Z',
  finishedAt: '2026-11-22T08:00:09.000Z',
  params: { entity: 'products', mode: 'create-only' },
  log: [
    { __typename: 'JobLogLine', at: '2026-11-22T08:00:00.500Z', message: 'Importing 3,000 products.' },
    { __typename: 'JobLogLine', at: '2026-11-22T08:00:09.000Z', message: 'Cancelled: nothing was saved.' },
  ],
});
export const systemJob = job(6, {
  type: 'notification-delivery',
  status: 'succeeded',
  progress: 100,
  progressDone: 12,
  progressTotal: 12,
  attempts: 1,
  createdById: null,
  startedByEmail: null,
  params: {},
  createdAt: '2026-11-22T07:30:00.000Z',
  finishedAt: '2026-11-22T07:30:01.000Z',
});

export const ALL_JOBS = [runningJob, queuedJob, succeededJob, failedJob, cancelledJob, systemJob];

export const jobsListMock = (
  nodes: Answer<JobDetailData>[],
  totalCount = nodes.length,
): MockLink.MockedResponse => ({
  request: { query: JobsListDocument, variables: () => true },
  result: { data: { jobs: { __typename: 'JobConnection', totalCount, nodes } } },
  ...again,
});
export const jobsListLoadingMock: MockLink.MockedResponse = {
  request: { query: JobsListDocument, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  ...again,
};
export const jobsListErrorMock: MockLink.MockedResponse = {
  request: { query: JobsListDocument, variables: () => true },
  error: new Error('The server could not be reached'),
  ...again,
};
export const forbiddenMock = (
  query: MockLink.MockedResponse['request']['query'],
): MockLink.MockedResponse => ({
  request: { query, variables: () => true },
  result: { errors: [{ message: 'You do not have access to this', extensions: { code: 'FORBIDDEN' } }] },
  ...again,
});
export const jobDetailMock = (detail: Answer<JobDetailData>): MockLink.MockedResponse => ({
  request: { query: JobDetailDocument, variables: { id: detail.id } },
  result: { data: { job: detail } },
  ...again,
});
/** Nothing happens live in a story: the subscription waits forever. */
export const quietJobUpdates: MockLink.MockedResponse = {
  request: { query: JobUpdatedDocument, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  ...again,
};

export const sampleScripts: Answer<JobScriptData>[] = [
  {
    __typename: 'JobScript',
    name: 'verify-ledger',
    title: 'Verify the wallet ledger',
    description:
      'Checks that every journal balances and every cached balance equals its postings; with repair, rewrites the caches.',
    supportsDryRun: true,
    params: [
      {
        __typename: 'JobScriptParam',
        name: 'repair',
        label: 'Repair caches',
        type: 'boolean',
        required: false,
        defaultValue: false,
      },
    ],
    lastRuns: [
      failedJob,
      {
        ...succeededJob,
        id: '00000000-0000-4000-8000-000000000013',
        type: 'script:verify-ledger',
        file: null,
      },
    ],
  },
  {
    __typename: 'JobScript',
    name: 'expire-coupons',
    title: 'Expire coupons',
    description: 'Marks coupons whose validity window ended before the given day as expired.',
    supportsDryRun: true,
    params: [
      {
        __typename: 'JobScriptParam',
        name: 'before',
        label: 'Ended before',
        type: 'date',
        required: true,
        defaultValue: '2026-11-22',
      },
    ],
    lastRuns: [],
  },
  {
    __typename: 'JobScript',
    name: 'resend-notifications',
    title: 'Resend failed notifications',
    description: 'Queues the customer notifications that failed again, at most the given number.',
    supportsDryRun: false,
    params: [
      {
        __typename: 'JobScriptParam',
        name: 'limit',
        label: 'At most',
        type: 'int',
        required: true,
        defaultValue: 500,
      },
    ],
    lastRuns: [
      { ...runningJob, id: '00000000-0000-4000-8000-000000000014', type: 'script:resend-notifications' },
    ],
  },
];

export const scriptsMock = (scripts: Answer<JobScriptData>[]): MockLink.MockedResponse => ({
  request: { query: JobScriptsDocument, variables: () => true },
  result: { data: { jobScripts: scripts } },
  ...again,
});
export const scriptsLoadingMock: MockLink.MockedResponse = {
  request: { query: JobScriptsDocument, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  ...again,
};
export const scriptsErrorMock: MockLink.MockedResponse = {
  request: { query: JobScriptsDocument, variables: () => true },
  error: new Error('The server could not be reached'),
  ...again,
};

export const sampleImportEntities: Answer<ImportEntityData>[] = [
  {
    __typename: 'ImportEntity',
    key: 'products',
    naturalKey: ['store_slug', 'sku'],
    templateUrl: '/api/import/templates/products.csv',
    columns: [
      { __typename: 'ImportColumn', name: 'store_slug', required: true, description: 'The store, by slug' },
      { __typename: 'ImportColumn', name: 'sku', required: true, description: 'Unique within the store' },
      { __typename: 'ImportColumn', name: 'name', required: true, description: 'Product name' },
      {
        __typename: 'ImportColumn',
        name: 'price_minor',
        required: true,
        description: 'Price in minor units',
      },
      {
        __typename: 'ImportColumn',
        name: 'category_slug',
        required: false,
        description: 'The category, by slug',
      },
    ],
  },
  {
    __typename: 'ImportEntity',
    key: 'cities',
    naturalKey: ['state', 'name'],
    templateUrl: '/api/import/templates/cities.csv',
    columns: [
      { __typename: 'ImportColumn', name: 'state', required: true, description: 'The state, by name' },
      { __typename: 'ImportColumn', name: 'name', required: true, description: 'City name' },
    ],
  },
];
export const importEntitiesMock: MockLink.MockedResponse = {
  request: { query: ImportEntitiesDocument, variables: () => true },
  result: { data: { importEntities: sampleImportEntities } },
  ...again,
};

export const reportWithErrors: Answer<ImportReportData> = {
  __typename: 'ImportReport',
  totalRows: 1200,
  errorCount: 3,
  fileUrl: '/api/jobs/files/report-token',
  errors: [
    {
      __typename: 'ImportRowError',
      row: 4,
      column: 'price_minor',
      value: '12.50',
      message: 'Price must be a whole number of minor units.',
    },
    {
      __typename: 'ImportRowError',
      row: 9,
      column: 'store_slug',
      value: 'green-baskett',
      message: 'No store with the slug "green-baskett".',
    },
    {
      __typename: 'ImportRowError',
      row: 31,
      column: 'sku',
      value: 'GB-001',
      message: 'SKU GB-001 appears twice in the file (rows 2 and 31).',
    },
  ],
};
export const importReportMock = (report: Answer<ImportReportData>): MockLink.MockedResponse => ({
  request: { query: ImportReportDocument, variables: () => true },
  result: { data: { importReport: report } },
  ...again,
});
