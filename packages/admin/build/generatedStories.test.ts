import { buildSchema, parse, type FragmentDefinitionNode } from 'graphql';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_STATES,
  generatedStoriesSource,
  markedFragment,
  planGeneratedStories,
  ROOT,
} from './generatedStories.ts';

const schema = buildSchema(/* GraphQL */ `
  type Region {
    id: ID!
    version: Int!
    name: String!
  }
  type Query {
    region(id: ID!): Region
  }
`);
const fragment = parse('fragment RegionFields on Region { id version name }')
  .definitions[0] as FragmentDefinitionNode;
const spec = { module: 'regions', description: 'regions', title: 'Pages/Resources/Regions', fragment };

describe('a generated stories file', () => {
  it("is the entity's description given to resourceStories with sample rows, one export per state", () => {
    const source = generatedStoriesSource({ ...spec, forbidden: true }, schema);
    expect(source).toContain("import { regions } from './regions.tsx';");
    expect(source).toContain('const stories = resourceStories(regions, {');
    // Before formatting (prettier then writes single quotes).
    expect(source).toContain('name: "Sample region 1"');
    expect(source).toContain('title: "Pages/Resources/Regions"');
    const exported = [...source.matchAll(/^export const (\w+) = stories\.(\w+);$/gm)];
    expect(exported.map(([, name, state]) => [name, state])).toEqual(GENERATED_STATES.map((s) => [s, s]));
  });

  it('has no ListForbidden state when every role may use the page', () => {
    const source = generatedStoriesSource({ ...spec, forbidden: false }, schema);
    expect(source).not.toContain('ListForbidden');
    expect(source).toContain('export const ListFilled');
  });
});

describe('markedFragment', () => {
  it('finds the @standardDocuments fragment among the GraphQL of a module', () => {
    const source = [
      'const options = /* GraphQL */ `query RegionOptions { regions { nodes { id } } }`;',
      'export const regionsDocuments = /* GraphQL */ `',
      '  fragment RegionFields on Region @standardDocuments { id version name }',
      '`;',
    ].join('\n');
    expect(markedFragment(source)?.name.value).toBe('RegionFields');
    expect(markedFragment('const x = /* GraphQL */ `fragment F on Region { id }`;')).toBeNull();
  });
});

describe('the generated stories files (run `pnpm codegen`)', async () => {
  const { files, stale } = await planGeneratedStories();

  it('are up to date with the descriptions, the manifests and schema.graphql', () => {
    for (const [path, content] of files) {
      expect(existsSync(resolve(ROOT, path)), `${path} is missing`).toBe(true);
      expect(readFileSync(resolve(ROOT, path), 'utf8'), path).toBe(content);
    }
  });

  it('are none that no entity needs (an entity with its own stories file has no generated one)', () => {
    expect(stale).toEqual([]);
  });

  it('cover an entity without a stories file of its own (configuration states)', () => {
    expect([...files.keys()]).toContain(
      'packages/admin/src/resources/configuration/states.generated.stories.tsx',
    );
    expect([...files.keys()].some((path) => path.includes('/languages.'))).toBe(false);
  });
});
