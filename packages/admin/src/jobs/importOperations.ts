// TO BE REPLACED BY CODEGEN: startImportCheck and startImport are in JOBS-CONTRACT.md but in neither the
// jobs-core nor the jobs-import schema yet, so these two documents are parsed here with hand-declared
// types. Once the schema has them, move them into operations.ts's GraphQL string and run `pnpm codegen`.
// eslint-disable-next-line no-restricted-imports -- temporary, see above
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { JobDetailFieldsFragment } from '../graphql/generated.ts';

export type ImportModeValue = 'create-only' | 'create-or-update';
type ImportVars = { entity: string; uploadId: string; mode: ImportModeValue };

const JOB_FIELDS = `
  id
  type
  status
  progress
  progressDone
  progressTotal
  attempts
  maxAttempts
  createdById
  startedByEmail
  createdAt
  startedAt
  finishedAt
  error
  version
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

export const StartImportCheckDocument: TypedDocumentNode<
  { startImportCheck: JobDetailFieldsFragment },
  ImportVars
> = gql(
  // A plain string, not a template, so codegen does not try to read it against the schema.
  'mutation StartImportCheck($entity: String!, $uploadId: ID!, $mode: String!) {' +
    ' startImportCheck(entity: $entity, uploadId: $uploadId, mode: $mode) {' +
    JOB_FIELDS +
    '} }',
);

export const StartImportDocument: TypedDocumentNode<{ startImport: JobDetailFieldsFragment }, ImportVars> =
  gql(
    'mutation StartImport($entity: String!, $uploadId: ID!, $mode: String!) {' +
      ' startImport(entity: $entity, uploadId: $uploadId, mode: $mode) {' +
      JOB_FIELDS +
      '} }',
  );
