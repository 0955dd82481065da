// `pnpm lint:tokens`: every `var(--ui-…)` written in the ui, admin and themes sources names a custom
// property the theme stylesheet declares. A misspelt token is otherwise a silently missing colour or
// spacing (CSS drops the declaration without a word). Styles write tokens as plain `var(--ui-…)` strings;
// this check is what makes that safe, so there is no typed accessor to keep in step as well.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildThemeCss } from '../../packages/themes/src/css.ts';
import { declaredTokenNames } from '../../packages/themes/src/tokens.ts';

const root = resolve(import.meta.dirname, '../..');
const roots = ['packages/ui/src', 'packages/admin/src', 'packages/themes/src', '.storybook'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.endsWith('.generated.ts')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

/** `file:line: --ui-name` for each use of an undeclared token in the given sources. */
export function undeclaredTokens(files: readonly string[], declared: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(/var\(\s*--ui-([a-z0-9-]+)\s*[,)]/g)) {
          if (!declared.has(match[1]!)) found.push(`${relative(root, file)}:${index + 1}: --ui-${match[1]}`);
        }
      });
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const declared = declaredTokenNames(buildThemeCss());
  const files = roots.flatMap((dir) => {
    const path = resolve(root, dir);
    try {
      return sourceFiles(path);
    } catch {
      return [];
    }
  });
  const missing = undeclaredTokens(files, declared);
  if (missing.length > 0) {
    console.error(`${missing.length} use(s) of a token the theme does not declare:\n${missing.join('\n')}`);
    process.exit(1);
  }
  console.log(`tokens: ${files.length} files, every var(--ui-…) is declared (${declared.size} tokens)`);
}
