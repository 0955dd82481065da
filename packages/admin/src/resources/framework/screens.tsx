import { lazy, Suspense, type ComponentType } from 'react';
import { ListPage } from './ListPage.tsx';
import { prefetchList, type ListPrefetch } from './prefetch.ts';
import type { ResourceDescription, ResourceRow } from './types.ts';
import type * as EditPageExports from './EditPage.tsx';

/** A list page the router can start loading data for before it renders (see prefetch.ts). */
export type PrefetchingPage = ComponentType & { prefetch: ListPrefetch };

/** A route component whose code the router loads before it renders it (mainRoutes.tsx `lazyPage`). */
export type PreloadingPage = ComponentType & { preload: () => Promise<unknown> };

// The edit form's machinery (react-hook-form's resolvers, yup, the field inputs and pickers, the
// history panel) is its own chunk: a list page does not load it. The router loads it with the edit
// route (`preload`), so the page renders at once; the lazy component covers a render before that.
type EditPageModule = typeof EditPageExports;
let editPageModule: EditPageModule | undefined;
const loadEditPage = () =>
  import('./EditPage.tsx').then((module) => {
    editPageModule = module;
    return module;
  });
const LazyEditPage = lazy(() => loadEditPage().then((module) => ({ default: module.EditPage })));

function EditScreen<Row extends ResourceRow>({ description }: { description: ResourceDescription<Row> }) {
  const Loaded = editPageModule?.EditPage;
  if (Loaded) return <Loaded description={description} />;
  return (
    <Suspense fallback={null}>
      <LazyEditPage description={description as unknown as ResourceDescription} />
    </Suspense>
  );
}

/** The list and edit route components of a description, for shell/pages.ts's lazy loaders. */
export function resourceScreens<Row extends ResourceRow>(
  description: ResourceDescription<Row>,
): { List: PrefetchingPage; Edit: PreloadingPage } {
  const List = () => <ListPage description={description} />;
  const Edit = () => <EditScreen description={description} />;
  return {
    List: Object.assign(List, { prefetch: prefetchList(description as unknown as ResourceDescription) }),
    Edit: Object.assign(Edit, { preload: loadEditPage }),
  };
}
