import type { ComponentType } from 'react';
import { EditPage } from './EditPage.tsx';
import { ListPage } from './ListPage.tsx';
import type { ResourceDescription, ResourceRow } from './types.ts';

/** The list and edit route components of a description, for navigation.tsx's lazy loaders. */
export function resourceScreens<Row extends ResourceRow>(
  description: ResourceDescription<Row>,
): { List: ComponentType; Edit: ComponentType } {
  return {
    List: () => <ListPage description={description} />,
    Edit: () => <EditPage description={description} />,
  };
}
