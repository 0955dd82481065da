import type { CodegenConfig } from '@graphql-codegen/cli';
import { codegenTransform } from '../../admin/build/standardDocuments.ts';

/**
 * `pnpm codegen` (from the repository root): TypeScript types for the admin app from the API's schema
 * (`packages/api/schema.graphql`, written by `pnpm schema`) and from every GraphQL document in the admin's
 * source (template strings tagged with a GraphQL comment). An entity's standard list, record, create,
 * update and delete operations are not written by hand: its fields fragment is marked `@standardDocuments`
 * and the document transform of packages/admin/build/standardDocuments.ts adds them. The result,
 * `packages/admin/src/graphql/generated.ts`, is committed; a test fails when it is stale.
 */
export const OUTPUT = 'packages/admin/src/graphql/generated.ts';

const config: CodegenConfig = {
  schema: 'packages/api/schema.graphql',
  documents: [
    'packages/admin/src/**/*.{ts,tsx}',
    // Tests talk to stand-in schemas; the generated file is not a source of documents.
    '!packages/admin/src/**/*.test.{ts,tsx}',
    `!${OUTPUT}`,
  ],
  // Documents appear as the admin engineers write them; an app without any still gets the schema types.
  ignoreNoDocuments: true,
  generates: {
    [OUTPUT]: {
      // Each `@standardDocuments` fragment gets its entity's standard operations, in the fragment's file.
      documentTransforms: [codegenTransform],
      // typescript-operations 6 emits the input types and enums the operations use; with the
      // `typescript` plugin in the same file they were declared twice (dotansimha/graphql-code-generator#10782).
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        // Money is integer minor units; DateTime an ISO string; Date 'YYYY-MM-DD'; JSON whatever the field holds;
        // a report cell is text (period, name, id, currency) or a number (count, money, percent, points).
        scalars: {
          DateTime: 'string',
          Date: 'string',
          Money: 'number',
          JSON: 'unknown',
          ReportValue: 'string | number',
        },
      },
    },
  },
};

export default config;
