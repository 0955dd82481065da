import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sourceMapOf } from '../lib/sourceMaps.ts';

// pnpm build && pnpm bench:bundle [--list] [--libraries]
// The JavaScript each entry page loads before it shows, computed from the build alone: no server, no
// browser, no database. From Vite's manifest (packages/admin/build-manifest/manifest.json, which the
// build writes beside dist/, not in it) it takes a page's modules — the entry, plus the modules the
// router and the page import lazily on the way to the first paint — and every chunk they import
// statically, transitively; then sums each file's gzip (zlib default level, the figure
// `bench:admin-pages` computes) and brotli (quality 11, what the server sends:
// packages/admin/build/precompress.ts). Byte counts of one build are deterministic, so these figures
// repeat exactly for the same source and lockfile, whatever the machine's load.
//
// What a page starts with is the closure of its `roots` below: checked against what Chromium loaded in
// `bench:admin-pages --list` (the same files, 2026-11-26). A root that the manifest does not know (a file
// was renamed or a route now loads another module) stops the bench: update ROUTES then. Code a page loads
// only when it is used (the edit form, pickers, palette, settings, exports) is not counted.
const dist = resolve(import.meta.dirname, '../../packages/admin/dist');
const manifestFile = resolve(import.meta.dirname, '../../packages/admin/build-manifest/manifest.json');
if (!existsSync(manifestFile)) throw new Error('build the admin first: pnpm build');
const listFiles = process.argv.includes('--list');
// --libraries: which package each byte of a page's JavaScript came from (the build's source maps), each
// package's code gzipped on its own — what a budget has to fit, library by library.
const listLibraries = process.argv.includes('--libraries');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

/** The entry and what every page loads before its first render (main.tsx: its language's catalogue). */
const START = ['index.html', 'src/i18n/messages/en-US.json'];
/** The sign-in page's own entry (signIn.tsx, which renders the page itself) and its language. */
const SIGN_IN = ['signin.html', 'src/i18n/messages/en-US.json'];
/** The signed-in area: its route table (baseRoutes.tsx) and the main layout (mainRoutes.tsx). */
const SIGNED_IN = [...START, 'src/mainRoutes.tsx', 'src/shell/MainArea.tsx'];

interface Route {
  path: string;
  roots: string[];
  /** The target in KB gzip, when it sets one. */
  targetKb?: number;
}
const ROUTES: Route[] = [
  { path: '/auth/login', roots: SIGN_IN, targetKb: 120 },
  { path: '/ecommerce/orders', roots: [...SIGNED_IN, 'src/resources/ecommerce/orders.tsx'], targetKb: 200 },
  {
    path: '/ecommerce/orders/edit/:id',
    roots: [...SIGNED_IN, 'src/resources/ecommerce/orders.tsx', 'src/resources/framework/EditPage.tsx'],
  },
  { path: '/dashboard', roots: [...SIGNED_IN, 'src/analytics/DashboardPage.tsx'] },
];

/** The chunk files a set of modules loads at once: theirs and all they import statically. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the build's manifest: update ROUTES in bench/bundle/run.ts`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

interface Size {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
const sizes = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(dist, file));
    size = {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`bundle: JavaScript each page loads before it shows (${dist})`);
let missed = 0;
for (const route of ROUTES) {
  const files = [...staticClosure(route.roots)].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, size) => total + size[key], 0);
  const gzipKb = sum('gzip') / 1024;
  const target =
    route.targetKb === undefined
      ? ''
      : gzipKb <= route.targetKb
        ? ` — target ≤ ${route.targetKb} KB gzip met`
        : ` — target ≤ ${route.targetKb} KB gzip NOT met (${(gzipKb - route.targetKb).toFixed(1)} KB over)`;
  if (route.targetKb !== undefined && gzipKb > route.targetKb) missed += 1;
  console.log(
    `  ${route.path.padEnd(28)} ${String(files.length).padStart(3)} files ${kb(sum('gzip')).padStart(6)} KB gzip ${kb(sum('brotli')).padStart(6)} KB brotli ${kb(sum('raw')).padStart(7)} KB raw${target}`,
  );
  if (listFiles) {
    for (const size of files) {
      console.log(
        `      ${kb(size.gzip).padStart(6)} KB gzip ${kb(size.brotli).padStart(6)} KB brotli ${kb(size.raw).padStart(7)} KB raw  ${size.file}`,
      );
    }
  }
}
if (missed) console.log(`  ${missed} target(s) not met`);

/** The package a source file belongs to (`react-dom`, `@formatjs/intl`), or `app` for the project's own. */
function packageOf(source: string | null): string {
  if (!source) return 'app';
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules < 0) return 'app';
  const [scope = '', name = ''] = source.slice(inModules + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

const fileParts = new Map<string, Map<string, string[]>>();
/**
 * A file's generated code, split by the package its source map names for each stretch of it; each file read
 * once (every page shares the vendor chunk).
 */
function codeByPackage(file: string): Map<string, string[]> {
  let parts = fileParts.get(file);
  if (parts) return parts;
  parts = new Map();
  fileParts.set(file, parts);
  const add = (name: string, code: string) => {
    const list = parts.get(name);
    if (list) list.push(code);
    else parts.set(name, [code]);
  };
  const code = readFileSync(join(dist, file), 'utf8');
  const map = sourceMapOf(dist, file);
  // The bundler's own runtime has no source map: counted whole, under its file's name.
  if (!map) {
    add(file, code);
    return parts;
  }
  const lines = code.split('\n');
  // Each mapping starts a stretch of generated code that runs to the next mapping (or its line's end).
  let open: { line: number; column: number; source: string | null } | null = null;
  const close = (line: number, column: number) => {
    if (!open) return;
    const text = lines[open.line - 1] ?? '';
    add(packageOf(open.source), text.slice(open.column, line === open.line ? column : text.length));
  };
  map.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    open = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  close(Number.POSITIVE_INFINITY, 0);
  return parts;
}

if (listLibraries) {
  for (const route of ROUTES) {
    const byPackage = new Map<string, string[]>();
    for (const file of staticClosure(route.roots)) {
      for (const [name, code] of codeByPackage(file)) {
        const list = byPackage.get(name);
        if (list) list.push(...code);
        else byPackage.set(name, [...code]);
      }
    }
    const sizes = [...byPackage]
      .map(([name, code]) => ({ name, gzip: gzipSync(code.join('')).length }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
    console.log(
      `  ${route.path}: ${kb(total)} KB gzip as ${sizes.length} packages each compressed alone (the page's files compress to less together)`,
    );
    for (const size of sizes.slice(0, 15))
      console.log(`      ${kb(size.gzip).padStart(6)} KB gzip  ${size.name}`);
  }
}
