import { buildThemeCss, declaredTokenNames } from '@market/themes';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A misspelt token is a silently missing colour; this keeps every var(--ui-…) the components
// read declared by the theme stylesheet.
const uiSrc = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('tokens used by components', () => {
  it('are all declared by the theme', () => {
    const declared = declaredTokenNames(buildThemeCss());
    const missing: string[] = [];
    for (const file of sourceFiles(uiSrc)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/var\(--ui-([a-z0-9-]+)[,)]/g)) {
        if (!declared.has(match[1]!)) missing.push(`${file.slice(uiSrc.length)}: --ui-${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
