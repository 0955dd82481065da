import type { ComponentType } from 'react';
import { EditPage } from './EditPage.tsx';
import { ListPage } from './ListPage.tsx';
import { prefetchList, type ListPrefetch } from './prefetch.ts';
import type { ResourceDescription, ResourceRow } from './types.ts';

/** A list page the router can start loading data for before it renders (see prefetch.ts). */
export type PrefetchingPage = ComponentType & { prefetch: ListPrefetch };

/** The list and edit route components of a description, for shell/pages.ts's lazy loaders. */
export function resourceScreens<Row extends ResourceRow>(
  description: ResourceDescription<Row>,
): { List: PrefetchingPage; Edit: ComponentType } {
  const List = () => <ListPage description={description} />;
  return {
    List: Object.assign(List, { prefetch: prefetchList(description as unknown as ResourceDescription) }),
    Edit: () => <EditPage description={description} />,
  };
}
