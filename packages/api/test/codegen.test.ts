import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import { format, resolveConfig } from 'prettier';
import config, { OUTPUT } from '../scripts/codegen.config.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('packages/admin/src/graphql/generated.ts', () => {
  it('is up to date with schema.graphql and the admin documents (run `pnpm codegen`)', async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const [output] = await generate({ ...config, silent: true }, false);
      const file = resolve(ROOT, OUTPUT);
      const expected = await format(output!.content, { ...(await resolveConfig(file)), filepath: file });
      expect(readFileSync(file, 'utf8')).toBe(expected);
    } finally {
      process.chdir(previous);
    }
  }, 60_000);
});
