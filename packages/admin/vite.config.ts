import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileCatalogue } from './build/compileMessages.ts';

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
      return {
        code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>, id)),
        map: null,
      };
    },
  };
}

// The API server serves dist/ on the same origin, so the app needs no CORS and no base URL.
export default defineConfig(({ command }) => ({
  plugins: [react(), ...(command === 'build' ? [compiledMessages()] : [])],
  resolve: {
    alias:
      command === 'build'
        ? [
            // With every message compiled, the parser is dead weight (react-intl's documented no-parser build).
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            },
            // react-router's package exports only its development build (dev warnings on); its production
            // build is the same code with them off.
            {
              find: /^react-router$/,
              replacement: require
                .resolve('react-router')
                .replace(/development\/index\.m?js$/, 'production/index.mjs'),
            },
          ]
        : [],
  },
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:4000', '/graphql': { target: 'http://127.0.0.1:4000', ws: true } },
  },
}));
