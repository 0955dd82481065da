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
