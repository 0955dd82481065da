import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import MagicString from 'magic-string';
import { compileCatalogue, compileDefaultMessages } from './build/compileMessages.ts';
import { precompress } from './build/precompress.ts';
import { splitDocuments } from './build/splitDocuments.ts';

const require = createRequire(import.meta.url);

/**
 * The message catalogues are compiled to ASTs at build time (build/compileMessages.ts); a message that
 * does not parse fails the build.
 */
function compiledMessages(): Plugin {
  return {
    name: 'market:compiled-messages',
    // Before Vite's JSON plugin, which then turns the compiled JSON into a module as usual.
    enforce: 'pre',
    transform(code, id) {
      if (!/\/i18n\/messages\/[\w-]+\.json$/.test(id)) return null;
      // The English catalogue is the source's defaults (pnpm i18n:extract), which compiledDefaults()
      // compiles in place; shipping it too would send every English text twice.
      if (id.endsWith('/en-US.json')) return { code: '{}', map: null };
      return {
        code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>, id)),
        map: null,
      };
    },
  };
}

/** Every defaultMessage of the app's code compiled to its AST (build/compileMessages.ts), after JSX. */
function compiledDefaults(): Plugin {
  return {
    name: 'market:compiled-default-messages',
    enforce: 'post',
    transform(code, id) {
      if (!/\/packages\/admin\/src\/.*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const out = new MagicString(code);
      const replaced = compileDefaultMessages(
        this.parse(code) as unknown as Parameters<typeof compileDefaultMessages>[0],
        (start, end, text) => out.overwrite(start, end, text),
        id,
      );
      return replaced ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}

/**
 * Vite's manifest (what each entry and lazy module loads; bench/bundle reads it) moved out of dist/, which
 * the server serves: build-manifest/manifest.json. Before precompress (closeBundle), so it gets no copies.
 */
function manifestOutsideDist(): Plugin {
  return {
    name: 'market:manifest-outside-dist',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const written = join(dir, '.vite/manifest.json');
      if (!existsSync(written)) return;
      const target = join(import.meta.dirname, 'build-manifest');
      mkdirSync(target, { recursive: true });
      renameSync(written, join(target, 'manifest.json'));
      rmSync(join(dir, '.vite'), { recursive: true, force: true });
    },
  };
}

/** The address whose page has its own entry (signin.html), as the API server sends it (api/src/http/static.ts). */
const SIGN_IN_PATH = '/auth/login';

/** The dev server sends signin.html for the sign-in address too, as the API server does with the build. */
function signInEntry(): Plugin {
  return {
    name: 'market:sign-in-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '').split('?', 2);
        if (path === SIGN_IN_PATH) req.url = `/signin.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}

/**
 * react-router's production build: the package exports only its development build (dev warnings on); the
 * production one beside it is the same code with them off.
 */
function reactRouterProduction(): string {
  const development = require.resolve('react-router');
  const production = development.replace(/\/development\/index\.m?js$/, '/production/index.mjs');
  if (production === development || !existsSync(production)) {
    throw new Error(`no react-router production build beside ${development}`);
  }
  return production;
}

/**
 * The packages (and package folders) of the libraries every page uses, from sign-in on. Not the router: the
 * sign-in page's entry (signin.html) runs without it.
 */
const EVERY_PAGE = [
  'react',
  'react-dom',
  'scheduler',
  'styled-components',
  'stylis',
  'react-intl',
  '@formatjs/[^/]+',
  'intl-messageformat',
  '@radix-ui/react-(slot|compose-refs|primitive|context|use-callback-ref|use-layout-effect|label|direction)',
  'lucide-react/dist/esm/(Icon|createLucideIcon|defaultAttributes|shared)',
];
const everyPageLibraries = new RegExp(`/node_modules/(${EVERY_PAGE.join('|')})[/.]`);
/** The workspace's own source and lucide's icons: the small modules worth merging (see `shared` below). */
const SHARED_SMALL_MODULES =
  /\/packages\/(ui|admin|domain|auth-machine)\/src\/|\/lucide-react\/dist\/esm\/icons\//;

// The API server serves dist/ on the same origin, so the app needs no CORS and no base URL.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    signInEntry(),
    ...(command === 'build'
      ? [compiledMessages(), compiledDefaults(), splitDocuments(), manifestOutsideDist(), precompress()]
      : []),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            // With every message compiled, the parser is dead weight (react-intl's documented no-parser build).
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            },
            { find: /^react-router$/, replacement: reactRouterProduction() },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // What each entry and lazy module loads, for bench/bundle: build-manifest/ (manifestOutsideDist).
    manifest: true,
    // The libraries every page runs on, sign-in included, as one chunk (`vendor`): gzip compresses them
    // together better than as a dozen files (the sign-in page loads 4-5 KB less), and they change together.
    rolldownOptions: {
      // Two pages: the app, and the sign-in page on its own (src/signIn.tsx).
      input: {
        index: join(import.meta.dirname, 'index.html'),
        signin: join(import.meta.dirname, 'signin.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: everyPageLibraries, priority: 2 },
            // The small modules of the app, the UI library and the icons that several lazy pages share, merged
            // by the pages that load them (`entriesAware`), a set under 4 KB going in with its nearest
            // neighbour. Split one per set of importers, the orders page loaded 74 files, half of them under
            // 1 KB; a cold visit pays for each (Chromium fetches six at a time from one HTTP/1.1 host).
            // Now 51 for 2.4 KB more, the sign-in page 16 files instead of 25 for 0.7 KB less; cold visit of the
            // orders page 0.93x (bench:admin-pages:compare, 21 pairs, interval 0.91-0.95), warm unchanged.
            {
              name: 'shared',
              test: SHARED_SMALL_MODULES,
              maxModuleSize: 3000,
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:4000', '/graphql': { target: 'http://127.0.0.1:4000', ws: true } },
  },
}));
