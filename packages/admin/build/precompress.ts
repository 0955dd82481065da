import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads; images and fonts are compressed already, source maps only by tools. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside `file` (highest levels: this runs once per build, not per request). */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the original is not worth sending (the server then sends the original).
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/**
 * The API server sends these copies with `Content-Encoding` (packages/api/src/http/static.ts), so the
 * browser gets brotli bytes without the server compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'market:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if (COMPRESSIBLE.has(extname(file))) work.push(precompressFile(file));
      }
      await Promise.all(work);
    },
  };
}
