import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const maps = new Map<string, SourceMapConsumer | null>();

/**
 * The source map of a built file (`<dist>/<file>.map`), read once per run; null for a file the build wrote
 * without one (the bundler's own runtime).
 */
export function sourceMapOf(dist: string, file: string): SourceMapConsumer | null {
  const path = join(dist, `${file}.map`);
  if (!maps.has(path)) {
    maps.set(path, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(path) ?? null;
}

/** A call frame of a CPU profile (DevTools protocol, or a trace's profile chunks). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/**
 * Where a sampled call frame of the built admin is in the source, read back through the build's source maps
 * (`assets`: the folder of the built files): the file (a package's from the package's own folder, or the
 * app's; the built file's name where no map covers it, '' for the browser's own), the function and the line.
 */
export function sourcePlace(assets: string, frame: CallFrame): { file: string; name: string; line: number } {
  const { functionName, url, lineNumber, columnNumber } = frame;
  const built = url ? (url.split('/').pop() ?? url) : '';
  const at =
    built && lineNumber >= 0
      ? sourceMapOf(assets, built)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
      : null;
  const file = at?.source
    ? at.source.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^(\.\.\/)+/, '')
    : built;
  return { file, name: at?.name ?? (functionName || '(anonymous)'), line: at?.line ?? lineNumber + 1 };
}
