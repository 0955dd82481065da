/// <reference types="vite/client" />
// Every resource description, for tests and stories that cover all screens at once, found through the area
// manifests' screens (shell/screens.ts) — no hand-kept list: a new entity's description is here as soon as
// its manifest entry names its screen. The app never imports this file; it loads each screen lazily.
import { pageScreens } from '../shell/screens.ts';
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

// The same screen modules as shell/screens.ts, whole (this file is not part of the app's build).
const modules: Record<string, () => Promise<Record<string, unknown>>> = import.meta.glob<
  Record<string, unknown>
>(['./*/[a-z]*.tsx', '!./framework/**', '!./*/*.stories.tsx', '!./*/*.test.tsx']);

/** Every description a page's screen module exports, in menu order (loads every screen module). */
export async function loadAllResources(): Promise<readonly ResourceDescription<ResourceRow>[]> {
  const found = new Set<ResourceDescription<ResourceRow>>();
  for (const { module } of pageScreens()) {
    const load = modules[module.replace(/^\.\.\/resources\//, './')];
    for (const value of Object.values((await load?.()) ?? {})) if (isDescription(value)) found.add(value);
  }
  return [...found];
}

/** Every description, loaded once for the test files that import it. */
export const ALL_RESOURCES: readonly ResourceDescription<ResourceRow>[] = await loadAllResources();
