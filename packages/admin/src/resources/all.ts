// Every resource description, for tests and stories that cover all screens at once, found through the area
// manifests' screens (shell/screens.ts) — no hand-kept list: a new entity's description is here as soon as
// its manifest entry names its screen. The app never imports this file; it loads each screen lazily.
import { PAGES, type PageKey } from '../shell/pages.ts';
import { SCREEN_MODULES, screenKinds, screenOf } from '../shell/screens.ts';
import type { ResourceDescription, ResourceRow } from './framework/index.ts';

/** True for what `defineResource` returns. */
function isDescription(value: unknown): value is ResourceDescription<ResourceRow> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'listName' in value &&
    'documents' in value &&
    'columns' in value &&
    'fields' in value
  );
}

/** The modules of every page's screens, in menu order, each once. */
export function screenModulePaths(): string[] {
  const paths = Object.values(PAGES).flatMap((page) =>
    screenKinds(page).map((kind) => screenOf(page.key as PageKey, kind).module),
  );
  return [...new Set(paths)];
}

/** Every description exported by a page's screen module, in menu order (loads every screen module). */
export async function loadAllResources(): Promise<readonly ResourceDescription<ResourceRow>[]> {
  const found = new Set<ResourceDescription<ResourceRow>>();
  for (const path of screenModulePaths()) {
    const load = SCREEN_MODULES[path];
    if (!load) throw new Error(`no screen module ${path}`);
    for (const value of Object.values(await load())) if (isDescription(value)) found.add(value);
  }
  return [...found];
}
