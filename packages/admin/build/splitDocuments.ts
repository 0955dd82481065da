import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import MagicString from 'magic-string';

// The GraphQL documents of `pnpm codegen` (src/graphql/generated.ts) are one module of ~250 document
// ASTs (330 KB). A module is never split by the bundler, so every page that runs one query loaded all of
// them (30 KB gzip). This build plugin turns each import of a document from generated.ts into an import
// of a module holding that document alone (`generated.ts?document=Name`), so each document goes into the
// chunk of the pages that use it. Development, Storybook and tests import generated.ts as it is.

const GENERATED = /\/src\/graphql\/generated\.ts$/;
const IMPORTS_GENERATED = /\/graphql\/generated(\.ts)?$/;
const QUERY = 'document=';
// Codegen's typed-document-node output: `export const Name = { ...JSON-like AST... } as unknown as T;`
const DOCUMENT = /^export const (\w+) = (\{\n[\s\S]*?\n\}) as unknown as [^;]+;$/gm;

interface Estree {
  body: {
    type: string;
    start: number;
    end: number;
    source?: { value: string };
    specifiers?: { type: string; imported?: { name?: string; value?: string }; local: { name: string } }[];
  }[];
}

export function splitDocuments(): Plugin {
  const documents = new Map<string, Map<string, string>>();
  const documentsOf = (file: string) => {
    let found = documents.get(file);
    if (!found) {
      found = new Map([...readFileSync(file, 'utf8').matchAll(DOCUMENT)].map((m) => [m[1]!, m[2]!]));
      documents.set(file, found);
    }
    return found;
  };
  return {
    name: 'market:split-documents',
    enforce: 'post',
    buildStart() {
      documents.clear();
    },
    transform(code, id) {
      if (
        !/\/packages\/admin\/src\/.*\.tsx?$/.test(id) ||
        GENERATED.test(id) ||
        !code.includes('generated')
      ) {
        return null;
      }
      const out = new MagicString(code);
      let changed = false;
      for (const node of (this.parse(code) as unknown as Estree).body) {
        if (node.type !== 'ImportDeclaration' || !IMPORTS_GENERATED.test(node.source?.value ?? '')) continue;
        const specifiers = node.specifiers ?? [];
        // Only named imports are split (the app has no other kind); anything else stays as it is.
        if (specifiers.length === 0 || specifiers.some((s) => s.type !== 'ImportSpecifier')) continue;
        const source = node.source!.value;
        out.overwrite(
          node.start,
          node.end,
          specifiers
            .map((s) => {
              const name = s.imported?.name ?? s.imported?.value ?? s.local.name;
              return `import { ${name} as ${s.local.name} } from ${JSON.stringify(`${source}?${QUERY}${name}`)};`;
            })
            .join('\n'),
        );
        changed = true;
      }
      return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
    load(id) {
      const [file = '', query = ''] = id.split('?');
      if (!GENERATED.test(file) || !query.startsWith(QUERY)) return null;
      const name = query.slice(QUERY.length);
      const document = documentsOf(file).get(name);
      if (!document) this.error(`${name} is not a document of ${file} (build/splitDocuments.ts)`);
      this.addWatchFile(file);
      return { code: `export const ${name} = ${document};\n`, map: null };
    },
  };
}
