import { writeFileSync } from 'node:fs';
import { schemaSdl } from '../src/graphql/schema.ts';

// Writes packages/api/schema.graphql; a test fails when it is out of date.
writeFileSync(new URL('../schema.graphql', import.meta.url), schemaSdl());
console.log('wrote packages/api/schema.graphql');
