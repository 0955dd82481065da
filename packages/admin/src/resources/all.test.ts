import type { DocumentNode, FieldNode, SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pageScreens, SCREEN_MODULES, screenImport } from '../shell/screens.ts';
import { PAGES } from '../shell/pages.ts';
import { ALL_RESOURCES } from './all.ts';
import { RULES } from './framework/rules.ts';

/** Every field name selected anywhere in a document (fragments included). */
function selectedFields(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') {
        names.add((selection as FieldNode).name.value);
        walk((selection as FieldNode).selectionSet);
      } else if (selection.kind === 'InlineFragment') walk(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' || definition.kind === 'FragmentDefinition')
      walk(definition.selectionSet);
  }
  return names;
}

describe('the area manifests', () => {
  it('find the description of every page with an edit form', () => {
    const paths = new Set(ALL_RESOURCES.map((d) => d.path));
    const editable = Object.values(PAGES).filter((page) => page.editable);
    expect(editable.length).toBeGreaterThan(30);
    expect(editable.map((page) => page.path).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("name a screen module and export for each of every page's screens", async () => {
    const missing: string[] = [];
    for (const { page, kind, module, export: name } of pageScreens()) {
      if (!(await screenImport(module, name)?.())) missing.push(`${page.key} ${kind}: ${module}#${name}`);
    }
    expect(missing).toEqual([]);
  });

  it("find no screen module that is not a page's (shell/screens.ts: a part of a screen is excluded)", () => {
    const used = new Set(pageScreens().map((screen) => screen.module));
    expect(SCREEN_MODULES.filter((path) => !used.has(path))).toEqual([]);
  });
});

describe.each(ALL_RESOURCES.map((d) => [d.listName, d] as const))(
  'the %s description',
  (_name, description) => {
    it('shows only columns its list query selects', () => {
      const selected = selectedFields(description.documents.list);
      expect(description.columns.map((c) => c.id).filter((id) => !selected.has(id))).toEqual([]);
    });

    it('edits only fields its record query selects and its domain rule checks', () => {
      const selected = selectedFields(description.documents.get);
      const ruled = Object.keys(RULES[description.rules].fields);
      const names = description.fields.map((f) => f.name);
      expect(names.filter((name) => !selected.has(name))).toEqual([]);
      expect(names.filter((name) => !ruled.includes(name))).toEqual([]);
    });

    it('is the screen of a page in the menu, on the same path', () => {
      const page = Object.values(PAGES).find((p) => p.path === description.path);
      expect(page, `no page at ${description.path}`).toBeDefined();
      expect(page?.resource).toBe(description.resource);
    });
  },
);

// Descriptions whose new records take other fields than their edits (staff are invited).
describe.each(ALL_RESOURCES.filter((d) => d.createForm).map((d) => [d.listName, d] as const))(
  'the %s create form',
  (_name, description) => {
    it('asks only for fields its create rule checks, and has a create document', () => {
      const { fields, rules } = description.createForm!;
      const ruled = Object.keys(RULES[rules].fields);
      expect(fields.map((f) => f.name).filter((name) => !ruled.includes(name))).toEqual([]);
      expect(description.documents.create).toBeDefined();
    });
  },
);
