import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undeclaredTokens } from './tokens.ts';

function source(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tokens-')), 'Thing.styles.ts');
  writeFileSync(file, text);
  return file;
}

describe('lint:tokens', () => {
  const declared = new Set(['bg-surface', 'space-2']);

  it('accepts declared tokens, with or without a fallback', () => {
    const file = source('const a = `color: var(--ui-bg-surface); gap: var( --ui-space-2, 8px);`;\n');
    expect(undeclaredTokens([file], declared)).toEqual([]);
  });

  it('names the line of a misspelt token', () => {
    const file = source('const a = 1;\nconst b = `background: var(--ui-bg-surfce);`;\n');
    const [found] = undeclaredTokens([file], declared);
    expect(found).toMatch(/Thing\.styles\.ts:2: --ui-bg-surfce$/);
  });

  it('leaves names built at run time alone (only written names are checked)', () => {
    const file = source('const c = (n: string) => `var(--ui-${n})`;\n');
    expect(undeclaredTokens([file], declared)).toEqual([]);
  });
});
